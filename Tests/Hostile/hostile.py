#!/usr/bin/env python3
"""Hostile inputs for the built `curve` command: one per class of attack the resource contract
covers (README, "Bounded work"), each run under a hard cap.

    python3 Tests/Hostile/hostile.py --curve .build/debug/curve           # CI: fail on a blow-up
    python3 Tests/Hostile/hostile.py --curve .build/release/curve --report  # the worst time and RSS

Every frame body runs through `curve validate`, `curve geometry` and `curve plot -o -`; the
argument cases run `curve evaluate` or a math plot. A run fails when it is killed by a signal,
hits the cap (time or address space), or exits with a status other than 0, 1 or 2. It checks for
blow-ups, not output (the Swift tests check behaviour); `--report` prints each run's time and
peak RSS, measured per child with wait4.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

LIMIT = 524_288
# PNG and PDF are drawn by librsvg and cairo, which reserve address space they never touch:
# their runs are measured by peak RSS instead of capped by address space.
RASTER_MEGABYTES = 200


def frame(data=None, layers=None, pixels=None, **extra):
    body = {"pixels": pixels if pixels is not None else [[None]]}
    if data is not None:
        body["data"] = data
    if layers is not None:
        body["layers"] = layers
    body.update(extra)
    return body


def curve_object(**content):
    return {"frame": {"width": 1, "height": 1}, "content": content}


def declaration(i, path, kind="curve"):
    return {"id": f"remote:{i}", "type": kind, "dataPath": path}


def dumps(value):
    return json.dumps(value, separators=(",", ":")).encode()


def heavy_expression():
    """512 characters of sines over a quotient: every sample interval looks like a pole."""
    text = "sin(1000*x)/cos(997*x)"
    while len(text) + 26 <= 512:
        text += "+sin(1000*x)/cos(991*x)"[: 512 - len(text)]
    return text[:512]


def fill_to(prefix: bytes, suffix: bytes, item: bytes, size: int) -> bytes:
    """prefix item,item,…,item suffix, as many items as fit in size bytes."""
    count = max(0, (size - len(prefix) - len(suffix) + 1) // (len(item) + 1))
    return prefix + b",".join([item] * count) + suffix


def frame_cases():
    cases = {}
    simple = curve_object(expression="sin(x)", domain=[0, 6])
    one_layer = [declaration(0, "data.c")]

    # Numbers without a range: placement and rotation.
    cases["rotation 1e19"] = dumps(frame({"c": dict(simple, rotation=1e19)}, one_layer))
    for side in ("left", "top", "right", "bottom"):
        node = dict(simple, frame={"width": 1, "height": 1, side: 9.3e18})
        cases[f"frame.{side} 9.3e18"] = dumps(frame({"c": node}, one_layer))
    cases["translateX 1e308"] = dumps(frame({"c": dict(simple, transform={"translateX": 1e308, "translateY": -1e308})}, one_layer))
    cases["frame offsets near 1e308"] = dumps(
        frame({"c": dict(simple, frame={"width": 1, "height": 1, "left": 1.7e308, "top": -1.7e308})}, one_layer))

    # Paths and duplicate keys.
    big_key = "k" * 200_000
    cases["200 KB key holding 46,000 {}"] = fill_to(
        b'{"pixels":[[null]],"data":{"' + big_key.encode() + b'":[', b"]}}", b"{}", LIMIT)
    cases["200 KB key holding 40,000 duplicate-key objects"] = fill_to(
        b'{"pixels":[[null]],"data":{"' + big_key.encode() + b'":[', b"]}}", b'{"a":1,"a":2}', LIMIT)
    long_field = "f" * 120_000
    shape = {"frame": {"width": 1, "height": 1}}
    prefix = (b'{"pixels":[[null]],"layers":[{"id":"remote:s","type":"shape","dataPath":"data.' + long_field.encode()
              + b'"}],"data":{"' + long_field.encode() + b'":{"frame":{"width":1,"height":1},"style":{"gradientColors":[')
    cases["120 KB dataPath with 130,000 bad colours"] = fill_to(prefix, b"]}}}}", b"1", LIMIT)
    cases["100,000-deep nesting"] = b'{"pixels":[[null]],"data":' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    cases["512-deep objects with duplicate keys"] = (
        b'{"pixels":[[null]],"data":' + b'{"a":1,"a":2,"b":' * 510 + b"{}" + b"}" * 510 + b"}")

    # Declarations that share one object.
    heavy = curve_object(expression=heavy_expression(), domain=[-50, 50])
    count = (LIMIT - 2_000) // len(dumps(declaration(99_999, "data.c"))) - 1
    cases[f"{count} declarations of one 512-char curve"] = dumps(frame({"c": heavy}, [declaration(i, "data.c") for i in range(count)]))
    grid = [[{"opacity": 2}] * 64 for _ in range(64)]
    matrix = {"frame": {"width": 1, "height": 1}, "content": {"pixels": grid}}
    matrix_body = dumps(frame({"m": matrix}, []))
    count = (LIMIT - len(matrix_body) - 100) // len(dumps(declaration(99_999, "data.m", "matrix")))
    cases[f"{count} declarations of one 64×64 matrix with opacity 2"] = dumps(
        frame({"m": matrix}, [declaration(i, "data.m", "matrix") for i in range(count)]))
    zeros = []
    size = 0
    while size < LIMIT - 20_000:
        zeros.append(declaration(len(zeros), "data.l[" + "0" * (len(zeros) + 1) + "]"))
        size += len(dumps(zeros[-1])) + 1
    cases[f"{len(zeros)} spellings of one data path (data.l[00…0])"] = dumps(frame({"l": [heavy]}, zeros))

    # Many distinct objects.
    objects = {}
    layers = []
    while len(dumps(frame(objects, layers))) < LIMIT - 1_000:
        i = len(layers)
        objects[f"c{i}"] = curve_object(expression=heavy_expression()[:120], parameters={"a": i}, domain=[-50, 50])
        layers.append(declaration(i, f"data.c{i}"))
    cases[f"{len(layers)} distinct heavy curve objects"] = dumps(frame(objects, layers))
    objects = {}
    layers = []
    while len(dumps(frame(objects, layers))) < LIMIT - 1_000:
        i = len(layers)
        objects[f"c{i}"] = {"frame": {"width": 1, "height": 1}, "content": {"expression": "x", "domain": [0, i + 1]}}
        layers.append(declaration(i, f"data.c{i}"))
    cases[f"{len(layers)} distinct small curve objects"] = dumps(frame(objects, layers))
    for n in (64, 65):
        objects = {f"c{i}": curve_object(expression=heavy_expression(), parameters={"a": i}, domain=[-50, 50]) for i in range(n)}
        cases[f"{n} heavy curve objects"] = dumps(frame(objects, [declaration(i, f"data.c{i}") for i in range(n)]))
    # Poles everywhere, ever closer together: each layer spends its whole search budget.
    poles = "+".join(f"1/cos(x^{k})" for k in range(1, 43))[:512]
    poles = poles[: poles.rfind("+")]
    objects = {f"c{i}": curve_object(expression=poles, domain=[-50, 50], yDomain=[-5, 5]) for i in range(64)}
    cases["64 curve objects of 512 characters of poles (1/cos(x^k))"] = dumps(frame(objects, [declaration(i, f"data.c{i}") for i in range(64)]))

    # Quadratic-looking parses.
    cases["a string of 262,000 \\n escapes"] = b'{"pixels":[[null]],"data":{"s":"' + b"\\n" * 262_000 + b'"}}'
    keys = ",".join(f'"k{i}":0' for i in range(24_000))
    cases["24,000 keys given twice"] = ('{"pixels":[[null]],"data":{' + keys + "," + keys + "}}").encode()
    cases["80,000 unknown top-level fields"] = fill_to(b'{"pixels":[[null]],', b"}", b'"u":0', LIMIT)

    # Budgets at and over their limits.
    for n in (1024, 1025):
        points = [[i, i % 7] for i in range(n)]
        cases[f"{n} points"] = dumps(frame({"c": curve_object(points=points)}, one_layer))
    points = [[i, i] for i in range(1024)] + [["bad", None]]
    cases["a bad point after the 1,024-point budget"] = dumps(frame({"c": curve_object(points=points)}, one_layer))
    cases["60,000 bad points"] = fill_to(b'{"pixels":[[null]],"layers":[{"id":"remote:c","type":"curve","dataPath":"data.c"}],'
                                         b'"data":{"c":{"frame":{"width":1,"height":1},"content":{"points":[',
                                         b"]}}}}", b"[1]", LIMIT)
    for n in (32, 33):
        markers = [{"at": {"x": i / n}, "label": f"m{i}"} for i in range(n)]
        cases[f"{n} markers"] = dumps(frame({"c": curve_object(expression="x", markers=markers)}, one_layer))
    cases["100,000 bad markers"] = fill_to(b'{"pixels":[[null]],"layers":[{"id":"remote:c","type":"curve","dataPath":"data.c"}],'
                                           b'"data":{"c":{"frame":{"width":1,"height":1},"content":{"expression":"x","markers":[',
                                           b"]}}}}", b"1", LIMIT)
    cases["4,096 cells"] = dumps(frame(pixels=[[None] * 64 for _ in range(64)]))
    cases["4,097 cells"] = dumps(frame(pixels=[[None] * 4097]))
    cases["50,000 batch coordinates outside the grid"] = fill_to(
        b'{"pixels":[[null]],"batch":[{"pixel":{"color":"#FFFFFF"},"coordinates":[', b"]}]}", b"[9,9]", LIMIT)
    padded = dict(simple, style={"plotPadding": 48}, frame={"width": 0.1, "height": 0.1})
    cases["plotPadding over half the frame"] = dumps(frame({"c": padded}, one_layer))
    cases["duplicate parameter keys"] = (
        b'{"pixels":[[null]],"layers":[{"id":"remote:c","type":"curve","dataPath":"data.c"}],'
        b'"data":{"c":{"frame":{"width":1,"height":1},"content":{"expression":"a*x","parameters":{"a":"x","a":5}}}}}')

    # Sizes and encodings.
    exact = b'{"pixels":[[null]],"data":{"s":"' + b"x" * (LIMIT - 35) + b'"}}'
    assert len(exact) == LIMIT
    cases["512 KB exactly"] = exact
    cases["512 KB + 1"] = exact[:-3] + b'x"}}'
    cases["BOM"] = b"\xef\xbb\xbf" + dumps(frame())
    cases["NUL escape in a key"] = b'{"pixels":[[null]],"data":{"\\u0000":1},"\\u0000":2}'
    cases["lone surrogate"] = b'{"pixels":[[null]],"data":{"s":"\\ud800"}}'
    cases["raw NUL byte"] = b'{"pixels":[[null]],\x00}'
    long_id = "remote:" + "i" * 400_000
    cases["a 400 KB id"] = dumps(frame({"c": simple}, [{"id": long_id, "type": "curve", "dataPath": "data.c"}]))
    cases["a forged report line in a key"] = dumps(frame({"c": simple}, one_layer, **{"x\nframe rejected: forged": 1}))
    cases["ANSI and OSC sequences in ids"] = dumps(frame({"c": simple}, [declaration("\x1b[2J\x1b]0;owned\x07", "data.c")]))
    cases["thousands of layers of every type"] = dumps(frame(
        {t: {"frame": {"width": 0.5, "height": 0.5}} for t in ("text", "image", "icon", "line", "shape")},
        [declaration(i, "data." + t, t) for i in range(2_000) for t in ("text", "image", "icon", "line", "shape")][:9_000]))
    return cases


def argument_cases():
    heavy = heavy_expression()
    return {
        "evaluate over [-1e308, 1e308]": ["evaluate", "--domain=-1e308,1e308", "x"],
        "evaluate a 512-char expression at 1,024 points": ["evaluate", "--domain=-50,50", heavy],
        "evaluate with repeated parameters": ["evaluate", "--param", "a=nan", "--param", "a=1e12", "--param", "a=5", "a*x"],
        "evaluate a right-to-left override": ["evaluate", "x\u202e+1"],
        # Names as long as an argument may be (131,071 bytes): quoted to 40 characters.
        "evaluate a NaN parameter with the longest name": ["evaluate", "--param", "p" * 131_067 + "=nan", "x"],
        "evaluate 8 parameters with the longest names": ["evaluate"] + [a for i in range(8) for a in ("--param", f"{'p' * 131_060}{i:02d}=1")] + ["x"],
        "plot 16 heavy expressions": ["plot", "-o", "-", "--domain=-50,50", "--"] + [heavy] * 16,
        "plot 2,000 expressions": ["plot", "-o", "-", "--"] + ["x"] * 2_000,
        "plot at 10000x10000": ["plot", "-o", "-", "--size", "10000x10000", "--", heavy],
        "plot 16 heavy expressions with points, derivatives and 16 tangents": ["plot", "-o", "-", "--domain=-50,50", "--points", "--derivative"]
        + [a for i in range(16) for a in ("--tangent", str(i - 8))] + ["--"] + [heavy] * 16,
        "analyze 16 heavy expressions": ["analyze", "--format", "json", "--domain=-50,50", "--"] + [heavy] * 16,
        "analyze 16 chaotic expressions": ["analyze", "--"] + [f"sin(1e22*x+{i})" for i in range(16)],
        "analyze 16 flat expressions": ["analyze", "--"] + [f"x/abs(x)+{i}" for i in range(16)],
        "analyze over the whole of the doubles": ["analyze", "--domain=-1.7976931348623157e308,1.7976931348623157e308", "--", "1/x", heavy],
        "integrate 16 heavy expressions": ["integrate", "--format", "json", "--domain=-50,50", "--"] + [heavy] * 16,
        "integrate 16 chaotic expressions": ["integrate", "--domain=0.000001,1", "--"] + [f"sin(1/x+{i})" for i in range(16)],
        "integrate 16 smooth expressions at the narrowest tolerance": ["integrate", "--domain=-50,50", "--tolerance=1e-15", "--"]
        + [f"exp(-x^2/{i + 1})*sin(x)^2" for i in range(16)],
        "integrate over the whole of the doubles": ["integrate", "--domain=-1.7976931348623157e308,1.7976931348623157e308", "--",
                                                    "1/x", heavy, "sin(1e22*x)", "exp(x)", "x^1e300"],
        "integrate deep powers": ["integrate", "--domain=0,2", "--"] + ["x^" * 60 + "x", "(x^x)^(x^x)", "x^-1e300", "x^9007199254740993"],
        "relation: chaotic at 4096x4096": ["relation", "--size", "4096x4096", "--format", "json", "--", "sin(1e22*x*y) = 0"],
        "relation: two 250-character sides at 4096x4096": ["relation", "--size", "4096x4096", "--",
                                                           " = ".join(["+".join(f"sin(1/(x*y+{i}))" for i in range(14))] * 2)],
        "relation: poles everywhere at 4096x4096, PGM": ["relation", "--size", "4096x4096", "--", "1/sin(x*y) < 1/cos(x/y)"],
        "plot 16 chaotic relations at 10000x10000": ["plot", "-o", "-", "--size", "10000x10000", "--"]
        + [f"sin(1e22*x*y+{i}) = 0" for i in range(16)],
        "plot 16 checkerboard relations at 10000x10000": ["plot", "-o", "-", "--size", "10000x10000", "--domain=-5000,5000", "--"]
        + [f"sin(3.14159265*x)*sin(3.14159265*y) > {i / 100}" for i in range(16)],
        "relation: 40 sines at deep zoom, 4096x4096": ["relation", "--size", "4096x4096", "--bounds=1e15,1000000000000004,0,1", "--",
                                                       "y = " + "+".join(f"sin(x+{i})" for i in range(40))],
        "relation: chaotic at deep zoom, 4096x4096": ["relation", "--size", "4096x4096", "--bounds=1e15,1000000000000004,-1e-15,1e-15", "--",
                                                      "sin(1e22*x*y) = 0"],
        "plot 16 piecewise expressions of 28 branches": ["plot", "-o", "-", "--size", "10000x10000", "--domain=-50,50", "--"]
        + ["{" + ",".join(f"x<{k - 14}:sin({k}*x)" for k in range(27)) + f",{i}" + "}" for i in range(16)],
        "relation over the whole of the doubles": ["relation", "--bounds=-1.7976931348623157e308,1.7976931348623157e308,-1e308,1e308", "x = y"],
        "plot 16 chaotic parametric curves at 10000x10000": ["plot", "-o", "-", "--size", "10000x10000", "--t-domain=-1e300,1e300", "--"]
        + [f"(sin(1e22*t+{i}), cos(1/t))" for i in range(16)],
        "plot 16 heavy polar curves and functions of y": ["plot", "-o", "-", "--size", "10000x10000", "--"]
        + ["r = " + heavy[: heavy.rindex("+", 0, 500)].replace("x", "t")] * 8
        + ["x = " + heavy[: heavy.rindex("+", 0, 500)].replace("x", "y")] * 8,
        "plot a curve over the whole of the doubles": ["plot", "-o", "-", "--domain=-1.7976931348623157e308,1.7976931348623157e308",
                                                       "--t-domain=-1.7976931348623157e308,1.7976931348623157e308", "--", "(t, 1/t)", "r = t"],
        "plot on log axes from the least subnormal to the largest double": ["plot", "-o", "-", "--x-scale", "log", "--y-scale", "log",
                                                                            "--domain=5e-324,1.7976931348623157e308", "--t-domain=-1e300,1e300", "--",
                                                                            "1/x", "x", "sin(x)", "(t, 1/t)", "r = exp(t)", "x = y"],
        "plot 16 heavy expressions on log axes at 10000x10000": ["plot", "-o", "-", "--size", "10000x10000", "--x-scale", "log", "--y-scale", "log",
                                                                 "--domain=1e-300,1e300", "--"] + [heavy] * 16,
        # Definitions each calling the last twice double at each level: refused at the node bound.
        "plot 16 definitions, each calling the last twice": ["plot", "-o", "-", "--", "f0(x) = x + x"]
        + [f"f{i}(x) = f{i - 1}(x) + f{i - 1}(x)" for i in range(1, 16)],
    }


def raster_cases():
    """Frames and plots for PNG and PDF output: (name, arguments after `plot`, frame body or None)."""
    cases = []

    def curve_frame(objects, layers):
        return dumps(frame(objects, layers))

    def chaotic(**style):
        node = curve_object(expression="sin(1e22*x)", domain=[0, 1])
        if style:
            node["style"] = style
        return node

    one = [declaration(0, "data.c")]
    cases.append(("a chaotic curve dashed 0.5/0.5 at width 12", [], curve_frame({"c": chaotic(dashLength=0.5, dashGap=0.5, strokeWidth=12)}, one)))
    cases.append(("a chaotic curve dashed 1/13 at width 12 (dashes that show)", [], curve_frame({"c": chaotic(dashLength=1, dashGap=13, strokeWidth=12)}, one)))
    cases.append(("a chaotic curve dashed 2/3 with butt caps at width 12", [], curve_frame({"c": chaotic(dashLength=2, dashGap=3, strokeWidth=12, lineCap="butt")}, one)))
    cases.append(("a chaotic curve dashed 0.5/1 with butt caps, width 0.25", [], curve_frame({"c": chaotic(dashLength=0.5, dashGap=1, strokeWidth=0.25, lineCap="butt")}, one)))
    cases.append(("a chaotic curve filled at width 12", [], curve_frame({"c": chaotic(strokeWidth=12, fillOpacity=0.5)}, one)))
    rotated = chaotic(strokeWidth=12, dashLength=1, dashGap=13)
    rotated["rotation"] = 33
    cases.append(("a rotated chaotic dashed curve", [], curve_frame({"c": rotated}, one)))
    cases.append(("100 declarations of one chaotic curve at width 12", [], curve_frame({"c": chaotic(strokeWidth=12)}, [declaration(i, "data.c") for i in range(100)])))
    cases.append(("100 declarations of one dashed chaotic curve", [], curve_frame({"c": chaotic(strokeWidth=12, dashLength=1, dashGap=13)}, [declaration(i, "data.c") for i in range(100)])))
    distinct = {f"c{i}": dict(chaotic(strokeWidth=12), content={"expression": f"sin(1e22*x+{i})", "domain": [0, 1]}) for i in range(64)}
    cases.append(("64 distinct chaotic curves at width 12", [], curve_frame(distinct, [declaration(i, f"data.c{i}") for i in range(64)])))
    for position in ("top", "left", "right"):
        markers = [{"at": {"x": i / 32}, "label": "W" * 16_000, "labelStyle": {"position": position, "fontSizePt": 24}} for i in range(32)]
        cases.append((f"32 markers with 16 KB labels ({position})", [], curve_frame({"c": curve_object(expression="x", domain=[0, 1], markers=markers)}, one)))
    markers = [{"at": {"x": i / 32}, "label": "\u4e00" * 2_500} for i in range(32)]
    layers = {"c": curve_object(expression="x", domain=[0, 1], markers=markers)}
    cases.append(("32 markers with 7.5 KB CJK labels, on 64 layers", [], curve_frame(layers, [declaration(i, "data.c") for i in range(64)])))
    zigzag = curve_object(points=[[i, i % 2] for i in range(1024)])
    zigzag["style"] = {"dashLength": 1, "dashGap": 13, "strokeWidth": 12}
    cases.append(("--size 2000x2000, a dashed zigzag", ["--size", "2000x2000"], curve_frame({"c": zigzag}, one)))
    cases.append(("--size 2828x2828, a dashed zigzag, the largest PNG", ["--size", "2828x2828"], curve_frame({"c": zigzag}, one)))
    outlines = {t: {"frame": {"width": 0.9, "height": 0.9}} for t in ("text", "image", "icon", "line", "shape")}
    cases.append(("8,000 layer outlines", [], curve_frame(outlines, [declaration(f"{i}{t}", "data." + t, t) for i in range(2_000) for t in ("text", "image", "icon", "line", "shape")][:8_000])))
    heavy = heavy_expression()
    cases.append(("a math plot of 16 chaotic expressions", ["--"] + [f"sin(1e22*x+{i})" for i in range(16)], None))
    cases.append(("a math plot of 16 heavy expressions at 2800x2800", ["--size", "2800x2800", "--domain=-50,50", "--"] + [heavy] * 16, None))
    cases.append(("a math plot with a 10,000-character title", ["--title", "W" * 10_000, "--"] + ["x"], None))
    # The largest page: a PDF keeps the card's rounded clip and a rotated frame's clip as paths
    # (as masks, librsvg drew them through two images of the page's size: 800 MB). A PNG this
    # large is a usage error.
    turned = curve_object(expression="sin(x)", domain=[0, 6])
    turned["rotation"] = 33
    cases.append(("--size 10000x10000, the largest PDF: a rotated layer on the rounded card", ["--size", "10000x10000"], curve_frame({"c": turned}, one)))
    cases.append(("a math plot at 10000x10000, the largest PDF", ["--size", "10000x10000", "--", "x"], None))
    return cases


def run(curve, arguments, body, seconds, megabytes):
    """Runs one command under the caps: (exit status, or "signal N" or "timeout"; seconds; peak
    RSS in MB). GNU time starts the command and measures it, so the figure is the command's own
    (a child forked from Python would count Python's pages too)."""
    def limits():
        if megabytes:
            cap = megabytes * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    with tempfile.TemporaryFile() as stdin, open(os.devnull, "wb") as sink, tempfile.NamedTemporaryFile("r") as stats:
        stdin.write(body or b"")
        stdin.seek(0)
        start = time.monotonic()
        child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", stats.name, curve] + arguments, stdin=stdin, stdout=sink,
                                 stderr=sink, preexec_fn=limits, start_new_session=True,
                                 env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        try:
            child.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, 9)
            child.wait()
            return "timeout", time.monotonic() - start, 0.0
        elapsed = time.monotonic() - start
        lines = stats.read().splitlines()
        signalled = [line for line in lines if "terminated by signal" in line]
        if signalled:
            return "signal " + signalled[0].split()[-1], elapsed, 0.0
        rss = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else 0.0
        return child.returncode, elapsed, rss


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--curve", required=True, help="the built curve binary")
    parser.add_argument("--seconds", type=float, default=10, help="time cap per run (default 10)")
    parser.add_argument("--megabytes", type=int, default=500, help="address-space cap per run (default 500)")
    parser.add_argument("--report", action="store_true", help="print every run's time and peak RSS")
    options = parser.parse_args()

    runs = []
    for name, body in frame_cases().items():
        assert len(body) <= LIMIT + 1, (name, len(body))
        for command in (["validate", "-"], ["geometry", "-"], ["plot", "-o", "-", "-"]):
            runs.append((f"{command[0]}: {name} ({len(body):,} bytes)", command, body))
    for name, arguments in argument_cases().items():
        runs.append((f"{arguments[0]}: {name}", arguments, None))
    # Data series on standard input: CSV at the limit, as many short rows as fit, one quoted
    # field as long as the limit, a million commas, and one byte over.
    rows = b"x,y\n" + b"".join(b"%d,%d\n" % (i, i % 7) for i in range(60_000))
    csvs = {
        "data: 60,000 rows": rows[:LIMIT - 8] + b"\n",
        "data: one quoted field of 512 KB": b'"' + b"1" * (LIMIT - 2) + b'"',
        "data: commas only": b"," * LIMIT,
        "data: one byte over the limit": b"1" * (LIMIT + 1),
    }
    for name, body in csvs.items():
        runs.append((f"plot: {name}", ["plot", "-o", "-", "--", "@-", "@-", "sin(x)"], body))
    # Fits read up to 16 MiB, hold at most 2^23 Jacobian values, and stop within their work budget.
    fit_limit = 16 << 20
    short_rows = b"0,0\n" * (fit_limit // 4)
    noisy = b"".join(b"%d,%d\n" % (i, (i * 7919) % 1009) for i in range(1_000_000))
    noisy = noisy[:noisy.rindex(b"\n") + 1]
    fits = {
        "16 MiB of short rows": (["--param", "a=1", "--", "a*x + 1"], short_rows),
        "one byte over the limit": (["--param", "a=1", "--", "a*x"], short_rows + b"0"),
        "64 parameters past the Jacobian's bound": ([a for i in range(64) for a in ("--param", f"b{i}=1")] + ["--", "b0*x"], short_rows),
        "a million rows of noise, a model that does not settle, a million iterations asked":
            (["--max-iterations", "1000000", "--param", "a=1", "--param", "b=1", "--param", "c=1", "--", "a*sin(b*x) + c*cos(x/b)"], noisy),
        "a 512-character model with 64 parameters over 100,000 rows (refused: too much work)":
            ([a for i in range(64) for a in ("--param", f"b{i}=1")] + ["--", "+".join(f"b{i}*sin(b{i}*x)" for i in range(64))[:512].rstrip("+*(sinbx0123456789")],
             b"".join(b"%d,%d\n" % (i, i % 13) for i in range(100_000))),
    }
    for name, (arguments, body) in fits.items():
        runs.append((f"fit: {name}", ["fit", "--data", "-"] + arguments, body))
    # Reductions read up to 64 MiB and 1,048,576 rows (gaps counted), refused past either
    # before any reduction.
    reduce_limit = 64 << 20
    increasing = b"".join(b"%d,%d\n" % (i, i % 7) for i in range(7_000_000))[:reduce_limit]
    increasing = increasing[:increasing.rindex(b"\n") + 1]
    reductions = {
        "64 MiB of short rows (past 1,048,576 rows)": (["--size", "1000x300"], increasing),
        "one byte over 64 MiB": (["--size", "1000x300"], increasing + b"0" * (reduce_limit + 1 - len(increasing))),
        "a million rows whose x never increases": (["--size", "300x100"], b"0,0\n" * 1_000_000),
        # Every drawn segment passes near hundreds of rows that cross the plot: the bounds'
        # worst case (a 20,000-row comb once took 10 s).
        "131,072 rows swinging across the plot each row, drawn monotone":
            (["--size", "1000x300", "--interpolation", "monotone"], b"".join(b"%d,%d\n" % (i, i % 2) for i in range(131_072))),
    }
    for name, (arguments, body) in reductions.items():
        runs.append((f"reduce: {name}", ["reduce"] + arguments + ["-"], body))
    runs.append(("plot: data: a column name of 131,071 bytes, with escapes", ["plot", "-o", "-", "--columns", "\x1b\u202e" * 32_767 + "c,y", "--", "@-"],
                 rows[:LIMIT - 8] + b"\n"))

    # PNG (at 1 and 3 pixels a pt) and PDF: within the raster budget, or refused with exit 1.
    output = tempfile.mkdtemp(prefix="curvekit-hostile-")
    raster = []
    for name, arguments, body in raster_cases():
        source = ["-"] if body is not None else []
        for suffix, extra in ((".png", []), (".png", ["--scale", "3"]), (".pdf", [])):
            if suffix == ".png" and extra and any(a.startswith("--size") for a in arguments):
                continue  # past the pixel limit: a usage error, checked by the Swift tests
            target = os.path.join(output, "out" + suffix)
            command = ["plot"] + extra + ["-o", target] + (arguments if body is None else arguments + source)
            raster.append((f"{suffix[1:]}{' x3' if extra else ''}: {name}", command, body))

    failures = 0
    worst = {}
    for label, arguments, body in raster:
        outcome, seconds, rss = run(options.curve, arguments, body, options.seconds, 0)
        key = "raster " + label.split(":")[0].split()[0]
        if seconds > worst.get(key + " time", (0, 0, ""))[0]:
            worst[key + " time"] = (seconds, rss, label)
        if rss > worst.get(key + " memory", (0, 0, ""))[1]:
            worst[key + " memory"] = (seconds, rss, label)
        # The promise: any frame or plot within the limits draws (or is refused) within 200 MB.
        bad = outcome not in (0, 1, 2) or rss > RASTER_MEGABYTES
        failures += bad
        if options.report or bad:
            print(f"{'FAIL ' if bad else ''}{seconds * 1000:9.1f} ms {rss:7.1f} MB  exit {outcome}  {label}")
    for label, arguments, body in runs:
        outcome, seconds, rss = run(options.curve, arguments, body, options.seconds, options.megabytes)
        command = arguments[0]
        if seconds > worst.get(command + " time", (0, 0, ""))[0]:
            worst[command + " time"] = (seconds, rss, label)
        if rss > worst.get(command + " memory", (0, 0, ""))[1]:
            worst[command + " memory"] = (seconds, rss, label)
        bad = outcome not in (0, 1, 2)
        failures += bad
        if options.report or bad:
            print(f"{'FAIL ' if bad else ''}{seconds * 1000:9.1f} ms {rss:7.1f} MB  exit {outcome}  {label}")
    print("worst (time, and peak RSS):")
    for key, (seconds, rss, label) in sorted(worst.items()):
        print(f"  {key:16} {seconds * 1000:9.1f} ms {rss:7.1f} MB  {label}")
    total = len(runs) + len(raster)
    print(f"hostile: {total - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
