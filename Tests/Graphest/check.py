#!/usr/bin/env python3
"""Holds `curve relation` against Graphest's reference images, one unittest test per case.

    CURVE=.build/release/curve python3 Tests/Graphest/check.py [-v] [-k PATTERN] [--table FILE]

(Tests/Graphest/check.sh runs it with CURVE defaulting to the repo's release build.)

The images are Graphest's own test references (images/ here, with their licence, or GRAPHEST_IMAGES):
each pixel black where Graphest proves a solution, white where it proves none, and (64, 128, 192)
where it is undecided (Graphest's rust/src/bin/graph.rs, the RGB output: no padding, no
supersampling, no dilation, so an image is the grid itself). corpus.jsonl has one case a line:
Graphest's id and relation, the relation in CurveKit's math-plot language, and the bounds and
size where they are not Graphest's defaults (-10,10,-10,10 and 1024 x 1024), and a reason
where a case is skipped (listed in the table, never silently).

Both grids are the same: pixel (column i, row j) is x in [xmin + i·(xmax − xmin)/W,
xmin + (i + 1)·(xmax − xmin)/W], y in [ymax − (j + 1)·(ymax − ymin)/H, ymax − j·(ymax − ymin)/H],
row 0 at the top in both the PNG and curve's PGM. (Graphest encloses a decimal bound such as 4.712
exactly; curve reads its nearest double, an edge shift under 1e-9 of a pixel in this corpus.)

Asserted per case: `curve relation` exits 0 with a W x H classification, and no pixel contradicts
Graphest: none proven true by CurveKit where Graphest proves false, none proven false where
Graphest proves true. Recorded, not asserted: each one's decided share (true + false pixels over
all); the target is CurveKit within one percentage point of Graphest, and the table printed at the
end (and written to --table FILE) says where it is not.
"""
import json
import os
import struct
import subprocess
import sys
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CURVE = os.environ.get("CURVE", os.path.join(ROOT, ".build", "release", "curve"))
IMAGES = os.environ.get("GRAPHEST_IMAGES", os.path.join(HERE, "images"))
TIMEOUT = float(os.environ.get("GRAPHEST_TIMEOUT", "300"))
DEFAULT_BOUNDS = ["-10", "10", "-10", "10"]
DEFAULT_SIZE = [1024, 1024]

# Graphest's RGB colours, and curve's PGM values, for the three classes.
TRUE, UNDECIDED, FALSE = "true", "undecided", "false"
GRAPHEST_COLOURS = {(0, 0, 0): TRUE, (64, 128, 192): UNDECIDED, (255, 255, 255): FALSE}
CURVE_VALUES = {0: TRUE, 128: UNDECIDED, 255: FALSE}


def load_corpus():
    with open(os.path.join(HERE, "corpus.jsonl"), encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def read_png_rgb(path):
    """(width, height, rows of bytes RGB): an 8-bit, non-interlaced RGB PNG, which is what
    Graphest writes; anything else is refused rather than misread."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    offset, header, compressed = 8, None, b""
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
    width, height, depth, colour, _, _, interlace = header
    assert (depth, colour, interlace) == (8, 2, 0), f"{path}: not 8-bit non-interlaced RGB"
    raw = zlib.decompress(compressed)
    stride = 3 * width
    rows, previous = [], bytearray(stride)
    for j in range(height):
        start = j * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - 3] if i >= 3 else 0
            up = previous[i]
            upper_left = previous[i - 3] if i >= 3 else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, rows


def graphest_classes(case):
    width, height, rows = read_png_rgb(os.path.join(IMAGES, case["id"] + ".png"))
    classes = []
    for row in rows:
        for i in range(width):
            colour = (row[3 * i], row[3 * i + 1], row[3 * i + 2])
            assert colour in GRAPHEST_COLOURS, f"{case['id']}: colour {colour} is none of Graphest's three"
            classes.append(GRAPHEST_COLOURS[colour])
    return width, height, classes


def curve_classes(case, width, height):
    bounds = case.get("bounds", DEFAULT_BOUNDS)
    command = [CURVE, "relation", "--format", "pgm", "--size", f"{width}x{height}",
               "--bounds", ",".join(bounds), "--", case["relation"]]
    run = subprocess.run(command, capture_output=True, timeout=TIMEOUT)
    if run.returncode != 0:
        raise AssertionError(f"{case['id']}: exit {run.returncode}: {run.stderr.decode(errors='replace')}")
    header = f"P5\n{width} {height}\n255\n".encode()
    assert run.stdout.startswith(header), f"{case['id']}: not a {width} x {height} PGM"
    pixels = run.stdout[len(header):]
    assert len(pixels) == width * height
    return [CURVE_VALUES[v] for v in pixels]


RESULTS = {}
SKIPPED = {}


def share(classes):
    return 100.0 * sum(1 for c in classes if c != UNDECIDED) / len(classes)


class GraphestReferenceTests(unittest.TestCase):
    def check_case(self, case):
        if "skip" in case:
            SKIPPED[case["id"]] = case["skip"]
            self.skipTest(case["skip"])
        width, height, theirs = graphest_classes(case)
        self.assertEqual([width, height], case.get("size", DEFAULT_SIZE), "the corpus's size is the image's")
        ours = curve_classes(case, width, height)
        contradictions = [
            (k % width, k // width, o, t)
            for k, (o, t) in enumerate(zip(ours, theirs))
            if (o == TRUE and t == FALSE) or (o == FALSE and t == TRUE)
        ]
        RESULTS[case["id"]] = (case, share(ours), share(theirs), len(contradictions))
        self.assertEqual(
            contradictions[:10], [],
            f"{case['id']} ({case['relation']}): {len(contradictions)} pixels contradict Graphest "
            "(column, row, CurveKit, Graphest)")


def _add_tests():
    for case in load_corpus():
        def test(self, case=case):
            self.check_case(case)
        setattr(GraphestReferenceTests, "test_" + case["id"], test)


_add_tests()


def table():
    lines = [
        "| Graphest id | relation (CurveKit) | bounds | size | decided, CurveKit | decided, Graphest | gap (points) | contradictions |",
        "|---|---|---|---|---:|---:|---:|---:|",
    ]
    for case in load_corpus():
        if case["id"] not in RESULTS:
            continue
        _, ours, theirs, contradictions = RESULTS[case["id"]]
        bounds = ",".join(case.get("bounds", DEFAULT_BOUNDS))
        width, height = case.get("size", DEFAULT_SIZE)
        gap = theirs - ours
        mark = "" if gap <= 1.0 else " ⚠"
        lines.append(
            f"| {case['id'][:10]}… | `{case['relation']}` | {bounds} | {width}×{height} | "
            f"{ours:.2f}% | {theirs:.2f}% | {gap:+.2f}{mark} | {contradictions} |")
    for identifier, reason in SKIPPED.items():
        lines.append(f"| {identifier[:10]}… | skipped: {reason} | | | | | | |")
    within = sum(1 for (_, o, t, _) in RESULTS.values() if t - o <= 1.0)
    lines.append("")
    lines.append(f"{within} of {len(RESULTS)} cases within one point of Graphest's decided share (or above it).")
    return "\n".join(lines)


if __name__ == "__main__":
    table_file = None
    if "--table" in sys.argv:
        index = sys.argv.index("--table")
        table_file = sys.argv[index + 1]
        del sys.argv[index:index + 2]
    program = unittest.main(exit=False)
    text = table()
    print(text)
    if table_file:
        with open(table_file, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    sys.exit(0 if program.result.wasSuccessful() else 1)
