#!/usr/bin/env python3
"""Writes Grammar/conformance/frames.json: the frame validator's conformance corpus.

Each case is a body (an embedded frame, raw text, hex bytes, or a recipe for a large hostile
body) and what the app must do with it, written from the protocol reference by hand: the
verdict, the rejection's JSON path, and per layer whether it is drawn, with every problem and
note (a path and a fragment of the message). Counts are exact. The reference's example frames
are included verbatim and must all be accepted with every layer drawn.

Run: python3 Grammar/tools/make_frame_corpus.py
"""
import copy, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
REF = os.path.join(HERE, "..", "..", "..", "shared", "reference", "glance-widgets-api-reference.txt")


def reference_frames():
    ref = open(REF).read()
    frames, i = [], 0
    while True:
        starts = [x for x in (ref.find('{\n  "protocol"', i), ref.find('{\n  "pixels"', i)) if x != -1]
        if not starts:
            return frames
        j, depth = min(starts), 0
        for k in range(j, len(ref)):
            depth += {"{": 1, "}": -1}.get(ref[k], 0)
            if depth == 0:
                break
        frames.append((ref[:j].count("\n") + 1, json.loads(ref[j:k + 1])))
        i = k + 1


def base(**extra):
    f = {"protocol": 1, "pixels": [[{"empty": True}]]}
    f.update(extra)
    return f


def layer_frame(lid, ltype, node, path="x"):
    return base(data={path: node}, layers=[{"id": lid, "type": ltype, "dataPath": "data." + path}])


FRAME = {"left": 0.05, "top": 0.1, "width": 0.9, "height": 0.8}


def P(path, contains, code, effect=None):
    """A problem or note: its JSON path, part of its message, its code (ProblemCode's raw
    value, from the protocol's reading) and, where its place does not decide it, its effect."""
    p = {"path": path, "contains": contains, "code": code}
    if effect is not None: p["effect"] = effect
    return p


def with_effect(problems, effect):
    return [dict(p, effect=p.get("effect", effect)) for p in problems]


def accepted(layers=(), notes=()):
    return {"verdict": "accepted", "notes": with_effect(notes, "note"), "layers": list(layers)}


def rejected(path, contains, code):
    return {"verdict": "rejected", "reason": P(path, contains, code, "frameRejected")}


def L(lid, drawn, problems=(), notes=()):
    # A problem keeps its layer from being drawn unless it says otherwise (a marker's).
    return {"id": lid, "drawn": drawn, "problems": with_effect(problems, "layerNotDrawn"), "notes": with_effect(notes, "note")}


cases = []


def case(name, expect, frame=None, text=None, hexbytes=None, generate=None):
    c = {"name": name, "expect": expect}
    if frame is not None: c["frame"] = frame
    if text is not None: c["bodyText"] = text
    if hexbytes is not None: c["bodyHex"] = hexbytes
    if generate is not None: c["generate"] = generate
    cases.append(c)


# --- The reference's examples: all accepted, every layer drawn.
# WCAG 2's contrast of a marker label's colour (alpha-first #AARRGGBB composited over the card)
# on the preview's dark (#111418) and light (#FFFFFF) cards: a note where under 4.5:1.
CARDS = (("dark", (0x11, 0x14, 0x18)), ("light", (0xFF, 0xFF, 0xFF)))


def luminance(rgb):
    def linear(v):
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(color, card):
    digits = color[1:]
    alpha = int(digits[:2], 16) / 255 if len(digits) == 8 else 1
    rgb = [int(digits[-6:][i:i + 2], 16) for i in (0, 2, 4)]
    front = luminance([alpha * c + (1 - alpha) * b for c, b in zip(rgb, card)])
    back = luminance(card)
    return (max(front, back) + 0.05) / (min(front, back) + 0.05)


def label_contrast_notes(prefix, content):
    notes = []
    for i, m in enumerate(content.get("markers", [])[:32]):
        if "label" not in m:
            continue
        color = m.get("labelStyle", {}).get("color", "#E6EEEE")
        weak = [f"{round(contrast(color, card), 2):g}:1 on the {name} card" for name, card in CARDS if contrast(color, card) < 4.5]
        if weak:
            notes.append(P(f"{prefix}.content.markers[{i}].labelStyle.color", " and ".join(weak) + "; WCAG asks at least 4.5:1", "marker.labelContrast"))
    return notes


def node_at(f, path):
    import re
    node = f["data"]
    for name, index in re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[([0-9]+)\]", path[4:]):
        node = node[name] if name else node[int(index)]
    return node


for line, f in reference_frames():
    # draw order: zIndex then id; read the zIndex from the node
    def z(l):
        import re
        node = f["data"]
        for name, index in re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[([0-9]+)\]", l["dataPath"][4:]):
            node = node[name] if name else node[int(index)]
        return (node.get("zIndex", 0), l["id"])
    order = sorted(f.get("layers", []), key=z)
    layers = [L(l["id"], True, notes=label_contrast_notes(l["dataPath"], node_at(f, l["dataPath"]).get("content", {})) if l["type"] == "curve" else [])
              for l in order]
    case(f"reference example at line {line}", accepted(layers), frame=f)

# --- Body and JSON
case("body over 524,288 bytes", rejected("body", "over the 524,288-byte limit", "body.tooLarge"), generate={"kind": "oversize", "bytes": 524289})
case("body of exactly 524,288 bytes", accepted(notes=[P("pad", "unknown top-level field", "field.ignored")]), generate={"kind": "padded", "bytes": 524288})
case("100,000-deep arrays", rejected("body", "nesting deeper than 512 levels", "body.notJSON"), generate={"kind": "deep", "depth": 100000})
case("invalid UTF-8 in a string", rejected("body", "invalid UTF-8", "body.notJSON"), hexbytes=(b'{"pixels": [[null]], "data": {"t": "\xff"}}').hex())
case("a number that overflows a double", rejected("body", "number 1e999 is out of range", "body.notJSON"), text='{"pixels": [[null]], "data": {"n": 1e999}}')
case("a JSON array, not an object", rejected("body", "must be one JSON object, got an array", "body.notObject"), text="[]")
case("an empty body", rejected("body", "unexpected end of input", "body.notJSON"), text="")
case("a trailing comma", rejected("body", "expected a string key", "body.notJSON"), text='{"pixels": [[null]],}')
case("duplicate keys: the last wins, noted", accepted(notes=[P("pixels", "duplicate key", "key.duplicate")]), text='{"pixels": 5, "pixels": [[null]]}')
case("NaN is not JSON", rejected("body", "unexpected character 'N'", "body.notJSON"), text='{"pixels": [[{"opacity": NaN}]]}')
case("strings where numbers belong in the root grid", rejected("pixels[0][0].opacity", "expected a number, got \"0.5\"", "type.mismatch"), frame=base(pixels=[[{"opacity": "0.5"}]]))

# --- protocol
case("protocol 1", accepted(), frame=base())
case("protocol null", accepted(), frame=base(protocol=None))
case("protocol omitted", accepted(), frame={"pixels": [[None]]})
case("protocol 2", rejected("protocol", "unsupported protocol 2", "protocol.unsupported"), frame=base(protocol=2))
case("protocol \"1\" (a string)", rejected("protocol", "unsupported protocol \"1\"", "protocol.unsupported"), frame=base(protocol="1"))
case("unknown top-level fields are ignored", accepted(notes=[P("theme", "unknown top-level field", "field.ignored")]), frame=base(theme="dark"))

# --- The root grid
case("pixels missing", rejected("pixels", "the root grid is required", "field.required"), frame={"protocol": 1})
case("pixels empty", rejected("pixels", "non-empty array of rows", "grid.invalid"), frame=base(pixels=[]))
case("a row with no cells", rejected("pixels[0]", "non-empty array of cells", "grid.invalid"), frame=base(pixels=[[]]))
case("ragged rows", rejected("pixels[1]", "must be rectangular", "grid.notRectangular"), frame=base(pixels=[[None, None], [None]]))
case("64 × 64 = 4,096 cells", accepted(), frame=base(pixels=[[None] * 64] * 64))
case("65 × 64 cells", rejected("pixels", "over the 4,096-cell limit", "grid.tooLarge"), frame=base(pixels=[[None] * 64] * 65))
case("4,097 cells in one row", rejected("pixels", "over the 4,096-cell limit", "grid.tooLarge"), frame=base(pixels=[[None] * 4097]))
case("a pixel field of the wrong type", rejected("pixels[0][0].empty", "expected true or false", "type.mismatch"), frame=base(pixels=[[{"empty": "yes"}]]))
case("an unknown pixel field", rejected("pixels[0][0].glow", "unsupported field", "field.unsupported"), frame=base(pixels=[[{"glow": 1}]]))
case("a pixel colour without #", rejected("pixels[0][0].color", "expected a colour like #RRGGBB or #AARRGGBB, got \"3DDC84\"", "value.color"), frame=base(pixels=[[{"color": "3DDC84"}]]))
case("a CSS-length colour #RGB", rejected("pixels[0][0].color", "got \"#FFF\"", "value.color"), frame=base(pixels=[[{"color": "#FFF"}]]))
case("an 8-digit colour (alpha first)", accepted(), frame=base(pixels=[[{"color": "#80FF0000"}]]))
case("pixel opacity 2 is clamped", accepted(notes=[P("pixels[0][0].opacity", "2 clamped to 1", "value.clamped")]), frame=base(pixels=[[{"opacity": 2}]]))
case("pixel cornerRadius -1 is clamped", accepted(notes=[P("pixels[0][0].cornerRadius", "-1 clamped to 0", "value.clamped")]), frame=base(pixels=[[{"cornerRadius": -1}]]))
case("a cell that is a number", rejected("pixels[0][0]", "expected an object, got 5", "type.mismatch"), frame=base(pixels=[[5]]))
case("null cells keep the default", accepted(), frame=base(pixels=[[None, {"color": "#FFFFFF"}]], default={"color": "#000000", "opacity": 0.5}))
case("default of the wrong type", rejected("default", "expected an object", "type.mismatch"), frame=base(default="#FFFFFF"))
case("layout gapMode not in the set", rejected("layout.gapMode", "expected one of \"zero\"", "value.choice"), frame=base(layout={"gapMode": "huge"}))
case("layout edgeInsetRatio 1 is clamped", accepted(notes=[P("layout.edgeInsetRatio", "1 clamped to 0.45", "value.clamped")]), frame=base(layout={"edgeInsetRatio": 1}))
case("layout with every field", accepted(), frame=base(layout={"gapMode": "far", "edgeInsetRatio": 0.1, "cellAspectRatio": 1.5, "columnGapRatio": 0.2, "rowGapRatio": 0.3}))
case("batch inside the grid", accepted(), frame=base(pixels=[[None] * 3] * 2, batch=[{"pixel": {"color": "#7EDDB5"}, "coordinates": [[0, 0], [1, 2]]}]))
case("batch coordinate past the last row", rejected("batch[0].coordinates[1]", "[2, 0] is outside the 2 × 3 grid", "grid.coordinateOutside"), frame=base(pixels=[[None] * 3] * 2, batch=[{"pixel": {}, "coordinates": [[0, 0], [2, 0]]}]))
case("batch coordinate negative", rejected("batch[0].coordinates[0]", "outside the 1 × 1 grid", "grid.coordinateOutside"), frame=base(batch=[{"pixel": {}, "coordinates": [[-1, 0]]}]))
case("batch coordinate not a whole number", rejected("batch[0].coordinates[0]", "two whole numbers", "value.pair"), frame=base(batch=[{"pixel": {}, "coordinates": [[0.5, 0]]}]))
case("batch entry without pixel", rejected("batch[0].pixel", "required", "field.required"), frame=base(batch=[{"coordinates": [[0, 0]]}]))
case("batch entry with an unknown field", rejected("batch[0].style", "unsupported field", "field.unsupported"), frame=base(batch=[{"pixel": {}, "style": {}, "coordinates": []}]))
case("data that is not an object", rejected("data", "expected an object, got an array", "type.mismatch"), frame=base(data=[1, 2]))

# --- Layer declarations (any violation rejects the frame)
T = {"frame": FRAME, "content": {"text": "hi"}}
case("layers that is not an array", rejected("layers", "expected an array", "type.mismatch"), frame=base(layers={"id": "remote:a"}))
case("a declaration with an extra field", rejected("layers[0].zIndex", "only id, type and dataPath", "declaration.fields"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data.t", "zIndex": 1}]))
case("a declaration without dataPath", rejected("layers[0].dataPath", "missing", "declaration.fields"), frame=base(layers=[{"id": "remote:a", "type": "text"}]))
case("an id without remote:", rejected("layers[0].id", "starting with \"remote:\"", "declaration.id"), frame=base(data={"t": T}, layers=[{"id": "title", "type": "text", "dataPath": "data.t"}]))
case("duplicate ids", rejected("layers[1].id", "duplicate id \"remote:a\"", "declaration.duplicateID"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data.t"}] * 2))
case("an unknown layer type", rejected("layers[0].type", "expected one of text, matrix", "declaration.type"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "chart", "dataPath": "data.t"}]))
case("a malformed dataPath", rejected("layers[0].dataPath", "data.field or data.list[0]", "declaration.dataPath"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data..t"}]))
case("a dataPath outside data", rejected("layers[0].dataPath", "got \"payload.t\"", "declaration.dataPath"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "text", "dataPath": "payload.t"}]))
case("a dataPath with a string key", rejected("layers[0].dataPath", "data.field", "declaration.dataPath"), frame=base(data={"t": T}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data[\"t\"]"}]))
case("a dataPath through an array index", accepted([L("remote:a", True)]), frame=base(data={"cards": [T]}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data.cards[0]"}]))

# --- The object a layer points to (only that layer)
case("a dataPath that does not exist", accepted([L("remote:a", False, [P("data.nope", "does not exist", "layer.objectMissing")])]), frame=base(data={}, layers=[{"id": "remote:a", "type": "text", "dataPath": "data.nope"}]))
case("a dataPath that points to an array", accepted([L("remote:a", False, [P("data.x", "expected an object, got an array", "type.mismatch")])]), frame=layer_frame("remote:a", "text", [1]))
case("an unknown field in the layer object", accepted([L("remote:a", False, [P("data.x.opacity", "unsupported field", "field.unsupported")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "opacity": 1}))
case("a remote layer without a frame", accepted([L("remote:a", False, [P("data.x.frame", "needs a frame with width and height", "layer.frameMissing")])]), frame=layer_frame("remote:a", "text", {"content": {"text": "x"}}))
case("a frame without height", accepted([L("remote:a", False, [P("data.x.frame.height", "required", "field.required")])]), frame=layer_frame("remote:a", "text", {"frame": {"width": 0.5}}))
case("frame width 3 is clamped", accepted([L("remote:a", True, notes=[P("data.x.frame.width", "3 clamped to 1.5", "value.clamped")])]), frame=layer_frame("remote:a", "text", {"frame": {"width": 3, "height": 0.5}}))
case("zIndex 1.5 is not an integer", accepted([L("remote:a", False, [P("data.x.zIndex", "expected a whole number", "type.mismatch")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "zIndex": 1.5}))
case("frame width as a string", accepted([L("remote:a", False, [P("data.x.frame.width", "expected a number, got \"0.5\"", "type.mismatch")])]), frame=layer_frame("remote:a", "text", {"frame": {"width": "0.5", "height": 0.5}}))
case("text content may be a number", accepted([L("remote:a", True)]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "content": {"text": 42}}))
case("text content as an array", accepted([L("remote:a", False, [P("data.x.content.text", "a string or a number", "type.mismatch")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "content": {"text": ["a"]}}))
case("a text style field from another type", accepted([L("remote:a", False, [P("data.x.style.fontSize", "unsupported field", "field.unsupported")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "style": {"fontSize": 12}}))
case("text fontWeight outside the set", accepted([L("remote:a", False, [P("data.x.style.fontWeight", "expected one of \"300\"", "value.choice")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "style": {"fontWeight": "bold"}}))
case("text fontSizeRatio 0.5 is clamped", accepted([L("remote:a", True, notes=[P("data.x.style.fontSizeRatio", "0.5 clamped to 0.28", "value.clamped")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "style": {"fontSizeRatio": 0.5}}))
case("text gradientColors with a bad colour", accepted([L("remote:a", False, [P("data.x.style.gradientColors[1]", "got \"red\"", "value.color")])]), frame=layer_frame("remote:a", "text", {"frame": FRAME, "style": {"gradientColors": ["#FF0000", "red"]}}))
case("a remote matrix without content.pixels", accepted([L("remote:m", False, [P("data.x.content.pixels", "needs content.pixels", "matrix.pixelsMissing")])]), frame=layer_frame("remote:m", "matrix", {"frame": FRAME, "content": {}}))
case("a remote matrix with ragged pixels", accepted([L("remote:m", False, [P("data.x.content.pixels[1]", "rectangular", "grid.notRectangular")])]), frame=layer_frame("remote:m", "matrix", {"frame": FRAME, "content": {"pixels": [[None, None], [None]]}}))
case("a remote matrix with a batch outside its grid", accepted([L("remote:m", False, [P("data.x.content.batch[0].coordinates[0]", "outside the 1 × 2 grid", "grid.coordinateOutside")])]), frame=layer_frame("remote:m", "matrix", {"frame": FRAME, "content": {"pixels": [[None, None]], "batch": [{"pixel": {}, "coordinates": [[0, 5]]}]}}))
case("an image url that is a number", accepted([L("remote:i", False, [P("data.x.content.url", "expected a string", "type.mismatch")])]), frame=layer_frame("remote:i", "image", {"frame": FRAME, "content": {"url": 7}}))
case("image opacity 0.01 is clamped to 0.1", accepted([L("remote:i", True, notes=[P("data.x.style.opacity", "0.01 clamped to 0.1", "value.clamped")])]), frame=layer_frame("remote:i", "image", {"frame": FRAME, "content": {"url": "https://example.com/a.png"}, "style": {"opacity": 0.01}}))
case("an icon with both a glyph and a url", accepted([L("remote:c", False, [P("data.x.content", "never both", "icon.content")])]), frame=layer_frame("remote:c", "icon", {"frame": FRAME, "content": {"icon": "ph_activity", "iconCodePoint": 57344, "iconFont": "phosphorBold", "url": "https://example.com/i.png"}}))
case("an icon glyph without its font", accepted([L("remote:c", False, [P("data.x.content", "icon, iconCodePoint and iconFont together", "icon.content")])]), frame=layer_frame("remote:c", "icon", {"frame": FRAME, "content": {"icon": "ph_activity", "iconCodePoint": 57344}}))
case("an icon font outside the set", accepted([L("remote:c", False, [P("data.x.content.iconFont", "expected one of", "value.choice")])]), frame=layer_frame("remote:c", "icon", {"frame": FRAME, "content": {"icon": "a", "iconCodePoint": 1, "iconFont": "fontAwesome"}}))
case("a line direction outside the set", accepted([L("remote:l", False, [P("data.x.content.direction", "\"horizontal\", \"vertical\"", "value.choice")])]), frame=layer_frame("remote:l", "line", {"frame": FRAME, "content": {"direction": "diagonal"}}))
case("line strokeWidth 20 is clamped", accepted([L("remote:l", True, notes=[P("data.x.style.strokeWidth", "20 clamped to 8", "value.clamped")])]), frame=layer_frame("remote:l", "line", {"frame": FRAME, "style": {"strokeWidth": 20}}))
case("shape content takes no fields", accepted([L("remote:s", False, [P("data.x.content.kind", "takes no fields", "field.unsupported")])]), frame=layer_frame("remote:s", "shape", {"frame": FRAME, "content": {"kind": "circle"}}))
case("shape style colour without #", accepted([L("remote:s", False, [P("data.x.style.color", "expected a colour like #RRGGBB or #AARRGGBB, got \"3DDC84\"", "value.color")])]), frame=layer_frame("remote:s", "shape", {"frame": FRAME, "style": {"color": "3DDC84"}}))
case("null fields mean not provided", accepted([L("remote:s", True)]), frame=layer_frame("remote:s", "shape", {"frame": FRAME, "zIndex": None, "style": {"color": None, "opacity": None}}))
case("draw order: zIndex, then id", accepted([L("remote:c", True), L("remote:a", True), L("remote:b", True)]),
     frame=base(data={"a": {"frame": FRAME, "zIndex": 1}, "b": {"frame": FRAME, "zIndex": 1}, "c": {"frame": FRAME, "zIndex": -3}},
                layers=[{"id": "remote:b", "type": "shape", "dataPath": "data.b"}, {"id": "remote:a", "type": "shape", "dataPath": "data.a"}, {"id": "remote:c", "type": "shape", "dataPath": "data.c"}]))
case("one bad layer leaves the others drawn", accepted([L("remote:bad", False, [P("data.bad.style.color", "got \"blue\"", "value.color")]), L("remote:good", True)]),
     frame=base(data={"good": {"frame": FRAME}, "bad": {"frame": FRAME, "style": {"color": "blue"}}},
                layers=[{"id": "remote:good", "type": "shape", "dataPath": "data.good"}, {"id": "remote:bad", "type": "shape", "dataPath": "data.bad"}]))

# --- Curve layers
def curve(content, style=None, frame=FRAME, **node):
    n = {"frame": frame, "content": content}
    if style is not None: n["style"] = style
    n.update(node)
    return layer_frame("remote:c", "curve", n, "c")

case("curve: samples", accepted([L("remote:c", True)]), frame=curve({"points": [[0, 1], [1, 3], [2, 2]]}))
case("curve: function with parameters", accepted([L("remote:c", True)]), frame=curve({"expression": "a*sin(b*x)", "parameters": {"a": 2, "b": 3}, "domain": [0, 6.28]}))
case("curve: 1,500 points are truncated to 1,024", accepted([L("remote:c", True, notes=[P("data.c.content.points", "1500 points; only the first 1,024 are used", "budget.exceeded")])]), frame=curve({"points": [[i, i % 7] for i in range(1500)]}))
case("curve: 40 markers are truncated to 32", accepted([L("remote:c", True, notes=[P("data.c.content.markers", "40 markers; only the first 32 are used", "budget.exceeded")])]), frame=curve({"points": [[0, 0], [1, 1]], "markers": [{"at": {"sampleIndex": 0}}] * 40}, {"plotPadding": 8}))
case("curve: 66 parameters, two dropped in name order", accepted([L("remote:c", True, notes=[P("data.c.content.parameters.p64", "dropped", "budget.exceeded"), P("data.c.content.parameters.p65", "dropped", "budget.exceeded")])]), frame=curve({"expression": "p00*x", "parameters": {f"p{i:02d}": 1 for i in range(66)}}))
case("curve: a parameter clamped to 1e9", accepted([L("remote:c", True, notes=[P("data.c.content.parameters.a", "5000000000000 clamped to 1000000000 (±1e9)", "value.clamped")])]), frame=curve({"expression": "a*x", "parameters": {"a": 5e12}}))
case("curve: expression over 512 characters", accepted([L("remote:c", False, [P("data.c.content.expression", "expression is 600 characters, over the 512-character limit", "curve.expression")])]), frame=curve({"expression": "x+" * 300}))
case("curve: invalid expression, with its column", accepted([L("remote:c", False, [P("data.c.content.expression", "column 3: unknown name 'Sin'; did you mean 'sin'?", "curve.expression")])]), frame=curve({"expression": "2*Sin(x)"}))
case("curve: a reserved parameter name", accepted([L("remote:c", False, [P("data.c.content.parameters", "parameter name 'pi' is reserved", "curve.parameter")])]), frame=curve({"expression": "x", "parameters": {"pi": 3}}))
case("curve: a parameter given as a string", accepted([L("remote:c", False, [P("data.c.content.parameters.a", "expected a number, got \"2\"", "type.mismatch")])]), frame=curve({"expression": "a*x", "parameters": {"a": "2"}}))
case("curve: a domain with equal ends", accepted([L("remote:c", False, [P("data.c.content.domain", "min and max are equal", "curve.domain")])]), frame=curve({"expression": "x", "domain": [1, 1]}))
case("curve: a domain of strings", accepted([L("remote:c", False, [P("data.c.content.domain", "two numbers", "value.pair")])]), frame=curve({"expression": "x", "domain": ["0", "1"]}))
case("curve: points that are not pairs", accepted([L("remote:c", False, [P("data.c.content.points[1]", "expected [x, y]", "value.pair")])]), frame=curve({"points": [[0, 1], [1]]}))
case("curve: content that is not an object, one problem", accepted([L("remote:c", False, [P("data.c.content", "expected an object, got \"x\"", "type.mismatch")])]), frame=curve("x"))
case("curve: a null marker and an offset of one number", accepted([L("remote:c", False, [P("data.c.content.markers[0]", "expected an object, got null", "type.mismatch"), P("data.c.content.markers[1].at.offsetPt", "expected [dx, dy], two numbers", "value.pair")])]), frame=curve({"points": [[0, 1], [1, 2]], "markers": [None, {"at": {"x": 0, "offsetPt": [3]}}]}))
case("curve: a style field of another layer type, and a stroke width clamped", accepted([L("remote:c", False, [P("data.c.style.fontWeight", "unsupported field; allowed here: color, dashGap", "field.unsupported")], notes=[P("data.c.style.strokeWidth", "clamped to 12", "value.clamped")])]), frame=curve({"points": [[0, 1], [1, 2]]}, style={"fontWeight": "700", "strokeWidth": 40}))
case("curve: an interpolation outside the set", accepted([L("remote:c", False, [P("data.c.content.interpolation", "unsupported value \"cubic\"", "value.choice")])]), frame=curve({"points": [[0, 1]], "interpolation": "cubic"}))
case("curve: a mode outside the set", accepted([L("remote:c", False, [P("data.c.content.mode", "unsupported value \"spline\"", "value.choice")])]), frame=curve({"points": [[0, 1]], "mode": "spline"}))
case("curve: samples mode without points", accepted([L("remote:c", False, [P("data.c.content.points", "samples mode needs points", "curve.sourceMissing")])]), frame=curve({}))
case("curve: style.color without # (the reference's wording)", accepted([L("remote:c", False, [P("data.c.style.color", "expected a colour like #RRGGBB or #AARRGGBB, got \"3DDC84\"", "value.color")])]), frame=curve({"points": [[0, 1]]}, {"color": "3DDC84"}))
case("curve: strokeWidth 40 and plotPadding 100 are clamped", accepted([L("remote:c", True, notes=[P("data.c.style.strokeWidth", "40 clamped to 12", "value.clamped"), P("data.c.style.plotPadding", "100 clamped to 48 (0–48)", "value.clamped")])]), frame=curve({"points": [[0, 1], [1, 2]]}, {"strokeWidth": 40, "plotPadding": 100}))
case("curve: a marker with both x and sampleIndex is not drawn; the curve is",
     accepted([L("remote:c", True, [P("data.c.content.markers[0].at", "gives both at.x and at.sampleIndex", "marker.placement", "itemNotDrawn")])]), frame=curve({"points": [[0, 1], [1, 2]], "markers": [{"at": {"x": 0.5, "sampleIndex": 0}}]}))
case("curve: a marker radius 40 is clamped", accepted([L("remote:c", True, notes=[P("data.c.content.markers[0].symbol.radiusPt", "40 clamped to 16 (1–16)", "value.clamped")])]), frame=curve({"points": [[0, 1], [1, 2]], "markers": [{"at": {"sampleIndex": 1}, "symbol": {"radiusPt": 40}}]}, {"plotPadding": 20}))
case("curve: a label reaching past the frame is drawn cut off, and said at its path",
     accepted([L("remote:c", True, [P("data.c.content.markers[0].label", "the label \"a long label at the edge\" reaches 51.7 pt past the layer frame, which cuts it off", "marker.labelClipped", "itemClipped")],
                 label_contrast_notes("data.c", {"markers": [{"label": "x"}]}))]),
     frame=curve({"points": [[0, 1], [1, 2]], "markers": [{"at": {"sampleIndex": 1}, "label": "a long label at the edge"}]}, {"plotPadding": 8}))
case("curve: a dot reaching past the frame is drawn cut off, and said at its path",
     accepted([L("remote:c", True, [P("data.c.content.markers[0].at", "the dot reaches 4 pt past the layer frame, which cuts it off", "marker.dotClipped", "itemClipped")])]),
     frame=curve({"points": [[0, 1], [1, 2]], "markers": [{"at": {"sampleIndex": 0}}]}))
case("curve: the default label colour is faint on the light card; a mid grey on the dark one",
     accepted([L("remote:c", True, notes=[
         P("data.c.content.markers[0].labelStyle.color", "the label colour #E6EEEE has a contrast of 1.18:1 on the light card; WCAG asks at least 4.5:1", "marker.labelContrast"),
         P("data.c.content.markers[1].labelStyle.color", "the label colour #767676 has a contrast of 4.07:1 on the dark card; WCAG asks at least 4.5:1", "marker.labelContrast")])]),
     frame=curve({"points": [[0, 1], [1, 2], [2, 1]], "markers": [{"at": {"sampleIndex": 1}, "label": "a"}, {"at": {"sampleIndex": 2}, "label": "b", "labelStyle": {"color": "#767676"}}]}, {"plotPadding": 30}))
case("curve: a label naming the peak away from it is noted; one at the peak is not",
     accepted([L("remote:c", True, notes=label_contrast_notes("data.c", {"markers": [{"label": "x", "labelStyle": {"color": "#FFA500"}}] * 2}) + [
         P("data.c.content.markers[1].label", "the label \"Peak\" names a maximum, but the marker is", "marker.labelNotAtExtremum")])]),
     frame=curve({"points": [[0, 1], [1, 3], [2, 1], [3, 0]], "interpolation": "linear",
                  "markers": [{"at": {"sampleIndex": 1}, "label": "peak", "labelStyle": {"color": "#FFA500"}},
                              {"at": {"sampleIndex": 2}, "label": "Peak", "labelStyle": {"color": "#FFA500"}}]}, {"plotPadding": 30}))
case("curve: a label naming the low of a function far from its minimum is noted",
     accepted([L("remote:c", True, notes=[
         P("data.c.content.markers[0].label", "the label \"low\" names a minimum, but the marker is", "marker.labelNotAtExtremum"),
         P("data.c.content.markers[0].labelStyle.color", "on the light card", "marker.labelContrast")])]),
     frame=curve({"expression": "(x - 1)^2", "domain": [-2, 3], "interpolation": "linear", "markers": [{"at": {"x": -1}, "label": "low"}]}, {"plotPadding": 30}))
case("curve: a marker symbol other than a circle", accepted([L("remote:c", False, [P("data.c.content.markers[0].symbol.shape", "expected one of \"circle\"", "value.choice")])]), frame=curve({"points": [[0, 1]], "markers": [{"at": {"x": 0}, "symbol": {"shape": "square"}}]}))
case("curve: a frame or zIndex problem is reported once, as for every layer type",
     accepted([L("remote:c", False, [P("data.c.frame.height", "required", "field.required"), P("data.c.zIndex", "expected a whole number", "type.mismatch")])]),
     frame=curve({"points": [[0, 1]]}, frame={"width": 1}, zIndex="a"))
case("curve: a field from another layer type", accepted([L("remote:c", False, [P("data.c.content.text", "unsupported field", "field.unsupported")])]), frame=curve({"points": [[0, 1]], "text": "hi"}))

# --- A large frame
case("a 500 KB frame of 12 curve layers", accepted([L(f"remote:c{i:02d}", True) for i in range(12)]), generate={"kind": "large", "layers": 12})

# Curve layers that are drawn also report the defaults that shape them (mode, interpolation and
# inferred domains) as notes: add those expectations from each case's content.
def default_notes(path, content):
    notes = []
    if "mode" not in content: notes.append(P(path + ".content.mode", "not given", "value.default", "note"))
    if "interpolation" not in content: notes.append(P(path + ".content.interpolation", "not given: monotone", "value.default", "note"))
    if "domain" not in content: notes.append(P(path + ".content.domain", "not given", "value.default", "note"))
    if "yDomain" not in content: notes.append(P(path + ".content.yDomain", "not given", "value.default", "note"))
    return notes

import re
for c in cases:
    layers = c["expect"].get("layers", [])
    if "frame" in c:
        f = c["frame"]
        declared = {l["id"]: l for l in f.get("layers", []) if isinstance(l, dict) and l.get("type") == "curve"}
        for expected in layers:
            l = declared.get(expected["id"])
            if not l or not expected["drawn"]: continue
            node = f["data"]
            for name, index in re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[([0-9]+)\]", l["dataPath"][4:]):
                node = node[name] if name else node[int(index)]
            expected["notes"] += default_notes(l["dataPath"], node.get("content", {}))
    elif c.get("generate", {}).get("kind") == "large":
        for expected in layers:
            expected["notes"] += default_notes("data." + expected["id"][len("remote:"):], {"points": []})

out = os.path.join(HERE, "..", "conformance", "frames.json")
names = [c["name"] for c in cases]
assert len(names) == len(set(names)), [n for n in names if names.count(n) > 1]
with open(out, "w") as f:
    json.dump({"description": "CurveKit frame validator conformance corpus; generated by Grammar/tools/make_frame_corpus.py. "
               "Bodies: frame (embedded), bodyText, bodyHex, or generate (oversize, padded, deep, large).",
               "cases": cases}, f, indent=1)
    f.write("\n")
print(len(cases), "cases ->", os.path.normpath(out))
