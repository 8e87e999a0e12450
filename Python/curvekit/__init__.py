"""CurveKit for Python: the ``curve`` command's ``evaluate``, ``validate``, ``geometry``,
``plot``, ``fit``, ``reduce`` and the rest, computed by the same WebAssembly module as the
JavaScript package (run by wasmtime), so a Python server gets the same bytes as the command on
any machine.

Example:
    >>> import curvekit
    >>> curvekit.evaluate("2*x", at=[1.5])["samples"]
    [[1.5, 3]]
    >>> curvekit.validate('{"pixels": [[null]]}')["verdict"]
    'accepted'

Every call checks its arguments by the command's rules before anything reaches the module: the
wrong kind of value raises ``TypeError``, a value out of range or not among the choices
``ValueError``. An invalid expression, parameter or frame raises ``CurveError`` (a
``ValueError``). With numpy installed, ``evaluate`` takes an array of points and answers its
samples as an array; the plots' SVG text shows itself in Jupyter.
"""

from __future__ import annotations

import json
import numbers
import struct
import sys
from collections.abc import Mapping, Sequence
from typing import Any, Literal, NamedTuple, Optional, Union, overload

from ._engine import Engine, Output, Pointer, answer, shared
from ._errors import CurveError
from ._types import Appearance, Aspect, AxisScale, Family, Interpolation, LegendPlacement, Marks, Theme

__all__ = ["AxisView", "CurveError", "Engine", "PlotSVG", "SVG", "analyze", "evaluate", "fit", "geometry", "integrate", "plot_expressions", "plot_frame", "reduce", "relation", "validate", "LIMITS"]
__version__ = "0.2.0"

#: The bounds on what one call copies into the module (whose memory never shrinks).
LIMITS: Mapping[str, int] = {"frame_bytes": 524_288, "expression_bytes": 65_536, "data_bytes": 16_777_216, "reduce_bytes": 67_108_864}

FrameInput = Union[str, bytes, bytearray, memoryview]
# In the order of the Swift cases: the module takes an interpolation's index among them.


class SVG(str):
    """SVG text, as the command writes it: a ``str`` that Jupyter and IPython display as the
    picture (``_repr_svg_``)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


class AxisView(NamedTuple):
    """One axis of a math plot: ``domain[0]`` is drawn at ``range[0]`` pt and ``domain[1]`` at
    ``range[1]`` (left to right for x, bottom to top for y), linearly in the value or, on a
    ``"log"`` axis, in its logarithm."""

    scale: AxisScale
    domain: tuple[float, float]
    range: tuple[float, float]


class PlotSVG(SVG):
    """A math plot's SVG text, with where its data lies in the picture, as the module computed
    it: ``plot``, the plot's rectangle ``(left, top, width, height)`` in pt (its clip path), and
    the axes ``x`` and ``y`` (whose y domain is the range shown: given, or chosen from the
    values)."""

    plot: tuple[float, float, float, float]
    x: AxisView
    y: AxisView

    @classmethod
    def _read(cls, output: str) -> PlotSVG:
        """The module's answer: one line of JSON (``PlotViewJSON`` in Swift), then the SVG."""
        head, _, svg = output.partition("\n")
        view = json.loads(head)
        picture = cls(svg)
        left, top, width, height = view["plot"]
        picture.plot = (left, top, width, height)
        picture.x, picture.y = (AxisView(v["scale"], tuple(v["domain"]), tuple(v["range"])) for v in (view["x"], view["y"]))
        return picture


def _describe(value: object) -> str:
    return type(value).__name__


def _whole(name: str, value: object) -> int:
    """A whole number (an ``int`` or numpy's integers; not a bool, not a float)."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"curvekit: {name} must be a whole number, got {_describe(value)}")
    return int(value)


def _count(name: str, value: object) -> object:
    """A count as the module takes it: a float or a bool is Python's ``TypeError`` (as
    ``range(1.5)`` is), numpy's integers are ints, and anything else goes to the module, which
    checks it by the option table."""
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, (bool, numbers.Real)):
        raise TypeError(f"curvekit: {name} expects a whole number, got {value!r}")
    return value


def _array(value: object) -> Any:
    """`value` when it is a numpy array (numpy is used only when the caller has imported it)."""
    numpy = sys.modules.get("numpy")
    return value if numpy is not None and isinstance(value, numpy.ndarray) else None


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"curvekit: {name} must be True or False, got {_describe(value)}")
    return value


def _engine(engine: object) -> Engine:
    """The module to call: `engine`, or by default the shared one."""
    if engine is None:
        return shared()
    if not isinstance(engine, Engine):
        raise TypeError(f"curvekit: engine must be a curvekit.Engine, got {_describe(engine)}")
    return engine


def _expression(value: object, name: str = "expression") -> bytes:
    if not isinstance(value, str):
        raise TypeError(f"curvekit: {name} must be a string, got {_describe(value)}")
    data = value.encode("utf-8", "surrogatepass")
    if len(data) > LIMITS["expression_bytes"]:
        raise ValueError(f"curvekit: the {name} is {len(data)} bytes; at most {LIMITS['expression_bytes']} are read (the language allows 512 characters)")
    return data


def _frame(value: object, name: str = "frame") -> bytes:
    """A frame's (or a fit's CSV's) bytes, from text or bytes."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise TypeError(f"curvekit: {name} must be a str or bytes, got {_describe(value)}")


def _body(data: bytes, limit: int = LIMITS["frame_bytes"]) -> list[object]:
    """A frame's (or a fit's CSV's) pointer and length; past `limit` only its length (the module
    reports it too large, as the command does, without reading it)."""
    if len(data) > limit:
        return [Pointer(None), len(data)]
    return [data]


def _name(what: str, name: str, engine: Engine) -> bytes:
    """A name's UTF-8, refused past the module's name limit (the command's longest argument);
    one of more characters than that has more bytes too, and is refused without being encoded."""
    most = engine.name_bytes
    data = name.encode("utf-8", "surrogatepass") if len(name) <= most else None
    if data is None or len(data) > most:
        size = f"{len(data)} bytes" if data is not None else f"{len(name)} characters"
        raise ValueError(f"curvekit: {what} is {size}; a name is at most {most} bytes")
    return data


def _integer(text: str) -> Union[int, float]:
    # JSON's -0 is a double's negative zero, as JavaScript reads it; int("-0") would drop the sign.
    return -0.0 if text == "-0" else int(text)


def _report(text: str, as_text: bool) -> Union[dict[str, Any], str]:
    if as_text:
        return text
    report: dict[str, Any] = json.loads(text, parse_int=_integer)
    return report


@overload
def evaluate(
    expression: str, *, parameters: Optional[Mapping[str, float]] = ..., domain: Optional[Sequence[float]] = ..., samples: Optional[int] = ...,
    at: Optional[Sequence[float]] = ..., derivative: Optional[int] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...,
) -> dict[str, Any]: ...
@overload
def evaluate(
    expression: str, *, parameters: Optional[Mapping[str, float]] = ..., domain: Optional[Sequence[float]] = ..., samples: Optional[int] = ...,
    at: Optional[Sequence[float]] = ..., derivative: Optional[int] = ..., text: Literal[True], engine: Optional[Engine] = ...,
) -> str: ...
def evaluate(
    expression: str, *, parameters: Optional[Mapping[str, float]] = None, domain: Optional[Sequence[float]] = None, samples: Optional[int] = None,
    at: Optional[Sequence[float]] = None, derivative: Optional[int] = None, text: bool = False, engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """Samples an expression in ``x``: what ``curve evaluate --format json`` prints (with
    ``at`` a numpy array, its ``samples`` as an array).

    The options are ``curve evaluate``'s, decoded and checked by the module by the one option
    table the command reads; an option left ``None`` takes its default there:

    Args:
        expression: The expression, in the math-plot language (a frame's is in the protocol's,
            checked by validate), at most 512 characters.
        parameters: Named parameters and their values (clamped to ±1e9; NaN is refused).
        domain: The grid's ends, finite and different (default (0, 1)).
        samples: The grid's size, 2 to 1024 (default 1024).
        at: Points to evaluate at instead of a grid (at most 65,536; not with ``domain`` or
            ``samples``): a sequence of finite numbers, or a one-dimensional numpy array of them
            (whose points and values pass through the module's memory as doubles, no text).
        derivative: 1 or 2: the first or second derivative instead of the value.
        text: Return the command's exact text instead of the parsed report.
        engine: The module to use (by default one shared instance).

    Returns:
        The report: ``expression``, ``parameters`` as used, ``domain`` (None for ``at``),
        ``derivative`` when asked for, and ``samples`` as ``[x, y]`` pairs (a y that is not
        finite is None); or its text. For ``at`` a numpy array, ``samples`` is a float64 array
        of shape (n, 2), NaN where the report has None.

    Raises:
        CurveError: The expression or a parameter is invalid.
        TypeError: An argument of the wrong kind.
        ValueError: An argument out of range, or ``at`` with ``domain`` or ``samples``.
    """
    machine = _engine(engine)
    as_text = _flag("text", text)
    source = _expression(expression)
    array = _array(at)
    if array is not None:
        if array.ndim != 1:
            raise ValueError(f"curvekit: at must be one-dimensional, got an array of shape {array.shape}")
        if array.dtype.kind not in "iuf":
            raise TypeError(f"curvekit: at must be an array of real numbers, got one of dtype {array.dtype}")
    given = {"parameters": parameters, "domain": domain, "samples": _count("samples", samples), "at": at, "derivative": _count("derivative", derivative)}
    if array is not None and not as_text:
        numpy = sys.modules["numpy"]
        xs = array.astype("<f8")  # a copy: a caller's array changed while it is read cannot reach the module
        if 0 < len(xs) <= _MOST_POINTS and numpy.isfinite(xs).all():
            return _evaluate_array(machine, source, given, xs)
        # Empty, too long or not finite: the text path refuses it as the command does.
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    status, output = machine.call("ck_evaluate", [source, request])
    report = _report(answer(status, output), as_text)
    if array is None or isinstance(report, str):
        return report
    numpy = sys.modules["numpy"]
    report["samples"] = numpy.array([[x, numpy.nan if y is None else y] for x, y in report["samples"]], dtype=numpy.float64).reshape(-1, 2)
    return report


#: The most points one evaluation takes (``Evaluation.maximumPoints`` in Swift).
_MOST_POINTS = 65_536


def _evaluate_array(machine: Engine, source: bytes, given: dict[str, object], xs: Any) -> dict[str, Any]:
    """``evaluate`` at a numpy array's points, as numbers both ways (``ck_evaluate_values``): the
    points are copied into the module's memory and the values read out of it, no decimal text in
    between; the report's other fields come as JSON. The same values, bit for bit, as the text
    path's (a value the report writes as null is NaN)."""
    numpy = sys.modules["numpy"]
    options = {name: value for name, value in given.items() if value is not None and name != "at"}
    request = _request(options, machine)
    ys = Output(8 * len(xs))
    status, output = machine.call("ck_evaluate_values", [source, request, Pointer(xs.tobytes()), ys, len(xs)])
    report = _report(answer(status, output), False)
    assert isinstance(report, dict)
    report["samples"] = numpy.column_stack((xs, numpy.frombuffer(ys.data, dtype="<f8")))
    return report


@overload
def validate(frame: FrameInput, *, family: Optional[Family] = ..., size: Optional[Sequence[float]] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...) -> dict[str, Any]: ...
@overload
def validate(frame: FrameInput, *, family: Optional[Family] = ..., size: Optional[Sequence[float]] = ..., text: Literal[True], engine: Optional[Engine] = ...) -> str: ...
def validate(
    frame: FrameInput, *, family: Optional[Family] = None, size: Optional[Sequence[float]] = None, text: bool = False, engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """Checks a frame against every rule of the protocol: what ``curve validate --format json``
    prints.

    Args:
        frame: The frame's JSON text, or its UTF-8 bytes.
        family: The widget family whose canvas to use (small, medium or large; medium by
            default).
        size: Or the canvas as (width, height) in pt, which wins over ``family``.
        text: Return the command's exact text instead of the parsed report.
        engine: The module to use (by default one shared instance).

    Returns:
        The report: ``verdict``, ``reason``, ``notes`` and ``layers``, each problem with its
        ``code``, ``effect``, ``path`` and ``message``; or its text.
    """
    return _frame_report("ck_validate", frame, {"family": family, "size": size}, text, engine)


@overload
def geometry(frame: FrameInput, *, family: Optional[Family] = ..., size: Optional[Sequence[float]] = ..., text: Literal[False] = ..., analysis: Optional[bool] = ..., engine: Optional[Engine] = ...) -> dict[str, Any]: ...
@overload
def geometry(frame: FrameInput, *, family: Optional[Family] = ..., size: Optional[Sequence[float]] = ..., text: Literal[True], analysis: Optional[bool] = ..., engine: Optional[Engine] = ...) -> str: ...
def geometry(
    frame: FrameInput, *, family: Optional[Family] = None, size: Optional[Sequence[float]] = None, text: bool = False, analysis: Optional[bool] = None,
    engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """The curve layers' geometry in pt: what ``curve geometry`` prints (with ``analysis``, what
    ``curve geometry --analysis`` prints: each layer's proven points too).

    Raises:
        CurveError: The frame is rejected (``kind`` and ``path`` say why and where).
    """
    return _frame_report("ck_geometry", frame, {"family": family, "size": size, "analysis": analysis}, text, engine)


def _expressions(expressions: Union[str, Sequence[str]], most: str) -> list[bytes]:
    """One expression or a sequence of at most 16, each checked and encoded (``plot_expressions``
    and ``analyze``; `most` words the limit)."""
    listed = [expressions] if isinstance(expressions, str) else expressions
    if isinstance(listed, (bytes, bytearray)) or not isinstance(listed, Sequence):
        raise TypeError(f"curvekit: expressions must be a str or a sequence of str, got {_describe(expressions)}")
    if len(listed) > 16:
        raise ValueError(f"curvekit: {len(listed)} expressions; {most} 16")
    return [_expression(listed[i], f"expressions[{i}]") for i in range(len(listed))]


def _frame_report(export: str, frame: FrameInput, options: Mapping[str, object], text: bool, engine: Optional[Engine]) -> Union[dict[str, Any], str]:
    """``validate`` or ``geometry``: the frame, and its options as the module decodes them."""
    machine = _engine(engine)
    as_text = _flag("text", text)
    return _report(answer(*_frame_call(machine, export, frame, options)), as_text)


def _frame_call(machine: Engine, export: str, frame: FrameInput, options: Mapping[str, object]) -> tuple[int, str]:
    """A frame operation: the frame, and its options (those not None) as the JSON the module
    decodes by the operation's table (FrameOptions in Swift), as the command does its arguments."""
    body = _body(_frame(frame))
    request = _request({name: value for name, value in options.items() if value is not None}, machine)
    return machine.call(export, [*body, request])


def plot_frame(
    frame: FrameInput, *, family: Optional[Family] = None, size: Optional[Sequence[float]] = None, scale: Optional[Literal[1, 2, 3]] = None,
    appearance: Optional[Appearance] = None, engine: Optional[Engine] = None,
) -> SVG:
    """The widget preview's SVG text, as ``curve plot -o - FILE`` writes it (an ``SVG``: a
    ``str`` Jupyter displays as the picture).

    The options are ``curve plot``'s for a preview, decoded and checked by the module by the one
    option table the command reads; an option left ``None`` takes its default there.

    Args:
        frame: The frame's JSON text, or its UTF-8 bytes.
        family: The widget family (medium by default), or ``size`` in pt (which wins).
        scale: Pixels per pt: 1, 2 or 3 (default 1).
        appearance: The card: dark (the default) or light.

    Raises:
        CurveError: The frame is rejected.
    """
    machine = _engine(engine)
    options = {"family": family, "size": size, "scale": _count("scale", scale), "appearance": appearance}
    return SVG(answer(*_frame_call(machine, "ck_plot_frame", frame, options)))


def plot_expressions(
    expressions: Union[str, Sequence[str]], *, parameters: Optional[Mapping[str, float]] = None,
    domain: Optional[Sequence[float]] = None, y_domain: Optional[Sequence[float]] = None, size: Optional[Sequence[float]] = None,
    interpolation: Optional[Interpolation] = None, title: Optional[str] = None, x_label: Optional[str] = None,
    y_label: Optional[str] = None, theme: Optional[Theme] = None, legend: Optional[LegendPlacement] = None,
    points: Optional[bool] = None, tangent: Optional[Union[float, Sequence[float]]] = None, derivative: Optional[bool] = None,
    description: Optional[bool] = None, t_domain: Optional[Sequence[float]] = None, aspect: Optional[Aspect] = None,
    columns: Optional[Union[tuple[str, str], tuple[int, int]]] = None, marks: Optional[Marks] = None,
    x_scale: Optional[AxisScale] = None, y_scale: Optional[AxisScale] = None, area: Optional[Union[str, Sequence[str]]] = None,
    data: Optional[Mapping[str, Union[str, bytes]]] = None, engine: Optional[Engine] = None,
) -> PlotSVG:
    """A math plot's SVG text, as ``curve plot -o - -- ITEM…`` writes it (a ``PlotSVG``: a
    ``str`` Jupyter displays as the picture, which also says where the plot and its axes lie).

    The options are ``curve plot``'s, by the same names in snake case (``y_domain`` is
    ``--y-domain``): the module decodes and checks them by the one option table the command
    reads, so their defaults, ranges and messages are the command's (``curve plot --help``). An
    option left ``None`` takes its default.

    Args:
        expressions: One item, or up to 16: ``EXPR`` or ``y = EXPR``, ``x = EXPR``,
            ``(EXPR, EXPR)`` in t, ``r = EXPR`` in t (or θ, theta), or a relation in x and y.
        data: The CSV (text or bytes, at most 524,288 bytes) of each ``@NAME`` item, by NAME.

    Raises:
        CurveError: An expression or a parameter is invalid (its message names which).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range or not among its choices.
    """
    machine = _engine(engine)
    sources = _expressions(expressions, "a plot draws at most")
    given = {
        "parameters": parameters, "domain": domain, "y_domain": y_domain, "size": size, "interpolation": interpolation,
        "title": title, "x_label": x_label, "y_label": y_label, "theme": theme, "legend": legend, "points": points,
        "tangent": tangent, "derivative": derivative, "description": description, "t_domain": t_domain, "aspect": aspect,
        "columns": columns, "marks": marks, "x_scale": x_scale, "y_scale": y_scale, "area": area,
    }
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    series = _data_series(data, machine)
    lengths = struct.pack(f"<{len(sources)}i", *[len(s) for s in sources])
    status, output = machine.call("ck_plot_expressions", [
        Pointer(b"".join(sources)), Pointer(lengths), len(sources), Pointer(request), len(request),
        Pointer(b"".join(f for f, _ in series)), Pointer(struct.pack(f"<{len(series)}i", *[n for _, n in series])), len(series) // 2,
        1,
    ])
    return PlotSVG._read(answer(status, output))


def _camel(name: str) -> str:
    """A Python option name as the option table spells it: ``y_domain`` → ``yDomain``."""
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def _measure(value: object, budget: int, depth: int = 0) -> int:
    """At least how many bytes ``value`` takes as JSON, counted up to just past ``budget``
    without copying anything: a sequence's length is read before its items."""
    if depth > 32:
        raise ValueError("curvekit: the options nest too deeply")
    if isinstance(value, (str, bytes)):
        return len(value)
    if isinstance(value, Mapping):
        used = 0
        for key, item in value.items():
            if not isinstance(key, str):
                # json would write 1 as "1": a key of another kind is the wrong kind, as in JavaScript.
                raise TypeError(f"curvekit: the options hold a key that is not a str: {_describe(key)}")
            used += 1 + _measure(key, budget - used, depth + 1) + _measure(item, budget - used, depth + 1)
            if used > budget:
                break
        return used
    if isinstance(value, Sequence) or (hasattr(value, "__len__") and hasattr(value, "tolist")):
        count = len(value)
        if count > budget:
            return count
        used = 0
        for item in value:  # type: ignore[attr-defined]
            used += 1 + _measure(item, budget - used, depth + 1)
            if used > budget:
                break
        return used
    return 1


def _json_value(value: object) -> object:
    """What ``json`` cannot write itself: numpy's numbers and arrays, tuples and other
    sequences (a ``str`` is written as it is)."""
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, numbers.Real):
        return float(value)
    tolist = getattr(value, "tolist", None)
    if callable(tolist):
        return tolist()
    if isinstance(value, Mapping):
        return dict(value)
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        return list(value)
    raise TypeError(f"curvekit: an option holds {_describe(value)}, which is no number, string, sequence or mapping")


def _request(options: Mapping[str, object], engine: Engine) -> bytes:
    """The options as the JSON the module decodes (names as the option table spells them):
    NaN and ±∞ are refused here, and a document past the module's limit before it is copied in."""
    if _measure(options, engine.request_bytes) > engine.request_bytes:
        raise ValueError(f"curvekit: the options are over {engine.request_bytes} bytes; at most {engine.request_bytes} are read")
    try:
        text = json.dumps({_camel(name): value for name, value in options.items()}, default=_json_value, allow_nan=False)
    except ValueError as error:
        raise ValueError(f"curvekit: the options hold a number JSON cannot carry (NaN or ±∞): {error}") from None
    except RecursionError:
        raise ValueError("curvekit: the options nest too deeply") from None
    encoded = text.encode("utf-8", "surrogatepass")
    if len(encoded) > engine.request_bytes:
        raise ValueError(f"curvekit: the options are {len(encoded)} bytes; at most {engine.request_bytes} are read")
    return encoded


def _data_series(data: object, engine: Engine) -> list[tuple[bytes, int]]:
    """Data series as name, CSV, name, CSV, … in bytes, each with the count the module takes: a
    CSV over 524,288 bytes is not copied, its count negated (the module refuses it as the command
    does, with a ``CurveError``, when an item names it)."""
    if data is None:
        return []
    if not isinstance(data, Mapping):
        raise TypeError(f"curvekit: data must be a mapping of CSV text or bytes by name, got {_describe(data)}")
    if len(data) > 16:
        raise ValueError(f"curvekit: {len(data)} data series; a plot draws at most 16")
    fields: list[tuple[bytes, int]] = []
    for name, csv in data.items():
        if not isinstance(name, str):
            raise TypeError(f"curvekit: data names must be str, got {_describe(name)}")
        encoded = _name("data: a name", name, engine)
        if not isinstance(csv, (str, bytes)):
            raise TypeError(f"curvekit: data[{name[:40]!r}] must be str or bytes, got {_describe(csv)}")
        body = csv.encode("utf-8", "surrogatepass") if isinstance(csv, str) else csv
        fields.append((encoded, len(encoded)))
        fields.append((body, len(body)) if len(body) <= LIMITS["frame_bytes"] else (b"", -min(len(body), 2**31 - 1)))
    return fields


@overload
def analyze(expressions: Union[str, Sequence[str]], *, parameters: Optional[Mapping[str, float]] = ..., domain: Optional[Sequence[float]] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...) -> dict[str, Any]: ...
@overload
def analyze(expressions: Union[str, Sequence[str]], *, parameters: Optional[Mapping[str, float]] = ..., domain: Optional[Sequence[float]] = ..., text: Literal[True], engine: Optional[Engine] = ...) -> str: ...
def analyze(
    expressions: Union[str, Sequence[str]], *, parameters: Optional[Mapping[str, float]] = None, domain: Optional[Sequence[float]] = None,
    text: bool = False, engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """Certified zeros, extrema, inflections, intersections, range and pieces of up to 16 curves:
    what ``curve analyze --format json`` prints (parsed, or its text with ``text=True``).

    The options are ``curve analyze``'s (``domain`` is ``--domain``, default (-5, 5)): the module
    decodes and checks them by the one option table the command reads. An option left ``None``
    takes its default.

    Raises:
        CurveError: An expression or a parameter is invalid (its message names which).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range, or no expression or more than 16.
    """
    return _expressions_report("ck_analyze", expressions, "an analysis takes", {"parameters": parameters, "domain": domain}, text, engine)


def _expressions_report(
    operation: str, expressions: Union[str, Sequence[str]], most: str, given: Mapping[str, object], text: bool, engine: Optional[Engine],
) -> Union[dict[str, Any], str]:
    """An operation on 1 to 16 expressions whose report is JSON (parsed, or its text): the
    expressions laid end to end, the options given (``None`` left out) as JSON."""
    machine = _engine(engine)
    as_text = _flag("text", text)
    sources = _expressions(expressions, f"{most} 1 to")
    if not sources:
        raise ValueError(f"curvekit: 0 expressions; {most} 1 to 16")
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    lengths = struct.pack(f"<{len(sources)}i", *[len(s) for s in sources])
    status, output = machine.call(operation, [Pointer(b"".join(sources)), Pointer(lengths), len(sources), Pointer(request), len(request)])
    return _report(answer(status, output), as_text)


@overload
def integrate(expressions: Union[str, Sequence[str]], *, domain: Sequence[float], parameters: Optional[Mapping[str, float]] = ..., tolerance: Optional[float] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...) -> dict[str, Any]: ...
@overload
def integrate(expressions: Union[str, Sequence[str]], *, domain: Sequence[float], parameters: Optional[Mapping[str, float]] = ..., tolerance: Optional[float] = ..., text: Literal[True], engine: Optional[Engine] = ...) -> str: ...
def integrate(
    expressions: Union[str, Sequence[str]], *, domain: Sequence[float], parameters: Optional[Mapping[str, float]] = None,
    tolerance: Optional[float] = None, text: bool = False, engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """Certified integrals of up to 16 expressions in x from ``domain[0]`` to ``domain[1]``: what
    ``curve integrate --format json`` prints (parsed, or its text with ``text=True``). Each integral's ``status`` is
    ``"certified"`` (the true value lies in ``[lower, upper]``), ``"divergent"`` (a pole where
    ``|f|`` grows at least as ``1/|x − p|``: no finite integral, and null bounds) or
    ``"undecided"``, each but the first with its ``reason`` (and any bounds given still hold it).

    The options are ``curve integrate``'s (``domain`` is ``--domain``, required; ``tolerance`` is
    ``--tolerance``, the relative width asked for, default 1e-12): the module decodes and checks
    them by the one option table the command reads. An option left ``None`` takes its default.

    Raises:
        CurveError: An expression or a parameter is invalid (its message names which).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range, or no expression or more than 16.
    """
    given = {"parameters": parameters, "domain": domain, "tolerance": tolerance}
    return _expressions_report("ck_integrate", expressions, "an integration takes", given, text, engine)


@overload
def fit(model: str, data: FrameInput, *, parameters: Optional[Mapping[str, float]] = ..., columns: Optional[Union[Sequence[str], Sequence[int]]] = ..., maximum_iterations: Optional[int] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...) -> dict[str, Any]: ...
@overload
def fit(model: str, data: FrameInput, *, parameters: Optional[Mapping[str, float]] = ..., columns: Optional[Union[Sequence[str], Sequence[int]]] = ..., maximum_iterations: Optional[int] = ..., text: Literal[True], engine: Optional[Engine] = ...) -> str: ...
def fit(
    model: str, data: FrameInput, *, parameters: Optional[Mapping[str, float]] = None, columns: Optional[Union[Sequence[str], Sequence[int]]] = None,
    maximum_iterations: Optional[int] = None, text: bool = False, engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """``model`` (an expression in x with parameters) fitted by nonlinear least squares to the rows
    of ``data`` (CSV text or bytes, at most ``LIMITS["data_bytes"]``): what ``curve fit --format
    json`` prints (parsed, or its text with ``text=True``): each parameter's ``value`` and
    ``standardError``, the residual statistics, ``converged`` and the ``reason`` it stopped.

    The options are ``curve fit``'s (``parameters`` is ``--param``: a start for every parameter
    the model names; ``columns`` is ``--columns``; ``maximum_iterations`` is ``--max-iterations``): the
    module decodes and checks them by the one option table the command reads.

    Raises:
        CurveError: The model, a start or the data is invalid (its message names which).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range, or a parameter of the model with no start.
    """
    machine = _engine(engine)
    as_text = _flag("text", text)
    source = _expression(model, "model")
    rows = _body(_frame(data, "data"), LIMITS["data_bytes"])
    given = {"parameters": parameters, "columns": columns, "maximum_iterations": maximum_iterations}
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    status, output = machine.call("ck_fit", [source, *rows, request])
    return _report(answer(status, output), as_text)


def _rows(value: object, limit: int) -> list[object]:
    """A CSV's bytes as ``_body`` passes them, measured before more than `limit` bytes are
    held: bytes past it are not copied, and a ``str`` is encoded a mebibyte at a time, the parts
    past the limit only counted, so the module refuses the length alone."""
    if isinstance(value, str):
        step = 1 << 20
        parts: list[bytes] = []
        total = 0
        for start in range(0, len(value), step):
            part = value[start:start + step].encode("utf-8", "surrogatepass")
            total += len(part)
            if total <= limit:
                parts.append(part)
            else:
                parts.clear()
        return [b"".join(parts)] if total <= limit else [Pointer(None), total]
    if isinstance(value, (bytes, bytearray)):
        return [Pointer(None), len(value)] if len(value) > limit else [bytes(value)]
    if isinstance(value, memoryview):
        return [Pointer(None), value.nbytes] if value.nbytes > limit else [value.tobytes()]
    raise TypeError(f"curvekit: data must be a str or bytes, got {_describe(value)}")


@overload
def reduce(
    data: FrameInput, *, size: Sequence[float], maximum_points: Optional[int] = ..., interpolation: Optional[Interpolation] = ...,
    tolerance: Optional[float] = ..., columns: Optional[Union[Sequence[str], Sequence[int]]] = ..., text: Literal[False] = ..., engine: Optional[Engine] = ...,
) -> dict[str, Any]: ...
@overload
def reduce(
    data: FrameInput, *, size: Sequence[float], maximum_points: Optional[int] = ..., interpolation: Optional[Interpolation] = ...,
    tolerance: Optional[float] = ..., columns: Optional[Union[Sequence[str], Sequence[int]]] = ..., text: Literal[True], engine: Optional[Engine] = ...,
) -> str: ...
def reduce(
    data: FrameInput, *, size: Sequence[float], maximum_points: Optional[int] = None, interpolation: Optional[Interpolation] = None,
    tolerance: Optional[float] = None, columns: Optional[Union[Sequence[str], Sequence[int]]] = None, text: bool = False,
    engine: Optional[Engine] = None,
) -> Union[dict[str, Any], str]:
    """At most ``maximum_points`` of the rows of ``data`` (CSV text or bytes, at most
    ``LIMITS["reduce_bytes"]``; x increasing, gap rows left out), the first and the last always,
    chosen so that the curve a samples-mode layer draws through them stays within ``tolerance``
    pt of the whole series drawn linearly: what ``curve reduce --format json`` prints (parsed, or
    its text with ``text=True``).

    The options are ``curve reduce``'s (``size`` is ``--size``, (width, height) in pt, required:
    the layer's frame less its padding; ``maximum_points`` is ``--max-points``, 2 to 1,024, default
    1,024; ``interpolation`` how the layer draws, default monotone; ``tolerance`` 0.01 to 100 pt,
    default 0.25; ``columns`` the CSV's x and y): the module decodes and checks them by the one
    option table the command reads. An option left ``None`` takes its default.

    Returns:
        The report: ``points`` (``[x, y]`` pairs, exactly the input's numbers), ``domain`` and
        ``yDomain`` (inferred from the whole series: put all three in the layer), ``input`` (the
        rows read), ``maximumDeviation`` (a proven bound in pt on the Hausdorff distance between
        what is drawn and the whole series) and ``withinTolerance``; or its text.

    Raises:
        CurveError: The data cannot be read or reduced (``kind`` says why; the message names
            the line of a row: x not increasing, a value not finite).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range or not among its choices.
    """
    machine = _engine(engine)
    as_text = _flag("text", text)
    given = {"size": size, "maximum_points": maximum_points, "interpolation": interpolation, "tolerance": tolerance, "columns": columns}
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    rows = _rows(data, LIMITS["reduce_bytes"])
    status, output = machine.call("ck_reduce", [*rows, request])
    return _report(answer(status, output), as_text)


def relation(
    relation: str, *, parameters: Optional[Mapping[str, float]] = None, bounds: Optional[Sequence[float]] = None,
    size: Optional[Sequence[int]] = None, engine: Optional[Engine] = None,
) -> dict[str, Any]:
    """Every pixel of an implicit relation in x and y (``LHS = RHS``, or ``<``, ``<=``, ``>``,
    ``>=``), classified by interval arithmetic as ``curve relation`` does: ``pixels`` holds a byte
    a pixel, row 0 at the top (0 a solution proven, 128 undecided, 255 none: the PGM's bytes),
    beside ``width``, ``height``, ``counts``, ``evaluations`` and ``budgetExhausted``.

    The options are ``curve relation``'s (``bounds`` is ``--bounds``, (xmin, xmax, ymin, ymax),
    default (-10, 10, -10, 10); ``size`` is ``--size``, (width, height) in pixels, default
    (1024, 1024)): the module decodes and checks them by the one option table the command reads.
    An option left ``None`` takes its default.

    Raises:
        CurveError: The relation or a parameter is invalid (its kind and column say where).
        TypeError: An option of the wrong kind.
        ValueError: An option out of range, or bounds the classifier cannot take.
    """
    machine = _engine(engine)
    source = _expression(relation, "relation")
    if isinstance(size, Sequence) and not isinstance(size, (str, bytes)) and len(size) == 2:
        # Python's own kind check, as range(1.5) is a TypeError; the module checks the rest.
        size = [_whole(f"size[{i}]", side) for i, side in enumerate(size)]
    given = {"parameters": parameters, "bounds": bounds, "size": size}
    request = _request({name: value for name, value in given.items() if value is not None}, machine)
    status, data = machine.call_bytes("ck_relation", [source, request])
    if status != 0:
        answer(status, data.decode("utf-8"))
    end = data.index(b"\n")
    result: dict[str, Any] = json.loads(data[:end])
    result["pixels"] = data[end + 1:]
    return result

