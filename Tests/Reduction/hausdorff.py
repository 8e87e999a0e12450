#!/usr/bin/env python3
"""An independent measure of how far the curve a widget draws through some chosen rows strays
from the original series: the two-sided Hausdorff distance, in pt, between

- the ORIGINAL: the polyline through every (non-gap) row, drawn linearly, and
- the DRAWN curve through the chosen rows with d3-shape's curveLinear, curveStepAfter or
  curveMonotoneX,

both mapped to a W×H pt plot area (x: domain start → 0, end → W; y: yDomain start → H, end → 0).

Written from the published d3 semantics and CurveKit's formulas (Axis / curve_scale_value,
d3's slope3/slope2 on the pt coordinates, Bézier control points at thirds); it calls no CurveKit
code.

Method and error
----------------
Every piece of either curve is handled as a cubic Bézier in pt (a line a→b is the cubic with
control points at its thirds; d3's monotone pieces are cubics already). For each direction
A → B the directed distance sup_{a∈A} dist(a, B) is found by branch and bound over the pieces
of A in their parameter t:

- points of A are evaluated exactly on A (the cubic's polynomial, in doubles);
- dist(p, B) is the exact distance from p to a polyline B' (vectorised point-to-segment
  distances over the segments whose x-range lies within an upper bound of the distance, found
  with a KD-tree on points of B'; both curves are x-monotone in pt, so those segments are a
  contiguous run). B' is B itself when B is a polyline (the original, linear, stepAfter) and
  a flattening of B's Béziers when it is monotone, into pieces uniform in t whose chords are
  proven within FLATTEN_EPS = 1e-4 pt of the cubic (chord error ≤ (Δt)²/8 · max|B''|,
  |B''| ≤ 6·max|second differences of the control points|), so |dist(p, B') − dist(p, B)| ≤ ε;
- on a parameter interval [t0, t1] of a piece with derivative bound L (3 × its longest control
  leg, so |A'(t)| ≤ L), dist(A(t), B) is L-Lipschitz in t, so its maximum there is at most
  (d0 + d1 + L·(t1 − t0))/2. Intervals whose bound exceeds the best value found by more than
  TOL = 2e-6 pt are halved, until none is left.

So `deviation_bounds` returns (lo, hi) with lo ≤ H ≤ hi and hi − lo ≤ TOL + 2·FLATTEN_EPS
(≈ 2e-4 pt), up to rounding in the doubles (about 1e-13 × the plot size). `deviation` returns lo:
at most ~2e-4 pt below the true distance, and never above it.
"""
import math

import numpy as np

try:
    from scipy.spatial import cKDTree
except ImportError:  # pragma: no cover - scipy is in the requirements of the check
    cKDTree = None

FLATTEN_EPS = 1e-4
TOL = 2e-6
KD_SPACING = 0.1       # pt between the points of B the KD-tree holds (bounds the search window)
INITIAL_SPACING = 0.5  # pt: the first subdivision of A's pieces, by derivative bound
PAIR_CHUNK = 2_000_000


# ---------------------------------------------------------------------------------------------
# Data → pt.

def infer_domain(values):
    """[min, max] of the values; a degenerate [v, v] widened to [v − h, v + h], h = |v|/2, or
    [−1, 1] when v = 0 (the spec of `curve reduce`)."""
    lo, hi = float(np.min(values)), float(np.max(values))
    if lo == hi:
        h = abs(lo) / 2 if lo != 0 else 1.0
        return (lo - h, lo + h)
    return (lo, hi)


def scale(values, d0, d1, r0, r1):
    """d3's scaleLinear as CurveKit computes it (curve_scale_value): t = (v − d0)/(d1 − d0),
    from halves when d1 − d0 overflows; r0·(1 − t) + r1·t, clamped to ±2^64."""
    v = np.asarray(values, dtype=float)
    width = d1 - d0
    with np.errstate(over="ignore", invalid="ignore"):
        if math.isfinite(width):
            t = (v - d0) / width
        else:
            t = (v / 2 - d0 / 2) / (d1 / 2 - d0 / 2)
    t = np.clip(t, -2.0 ** 60, 2.0 ** 60)
    return np.clip(r0 * (1 - t) + r1 * t, -2.0 ** 64, 2.0 ** 64)


def to_pt(xy, size, domain, y_domain):
    xy = np.asarray(xy, dtype=float).reshape(-1, 2)
    w, h = size
    return np.column_stack([scale(xy[:, 0], domain[0], domain[1], 0.0, float(w)),
                            scale(xy[:, 1], y_domain[0], y_domain[1], float(h), 0.0)])


# ---------------------------------------------------------------------------------------------
# Curves in pt, as cubic pieces (k, 4, 2).

def _lines_as_cubics(p):
    a, b = p[:-1], p[1:]
    d = b - a
    return np.stack([a, a + d / 3, a + 2 * d / 3, b], axis=1)


def monotone_slopes(x, y):
    """d3's curveMonotoneX slopes at each of n ≥ 3 points (x strictly increasing): slope3
    (Steffen) inside, slope2 at the ends."""
    h = np.diff(x)
    s = np.diff(y) / h
    h0, h1, s0, s1 = h[:-1], h[1:], s[:-1], s[1:]
    p = (s0 * h1 + s1 * h0) / (h0 + h1)
    m = np.minimum(np.minimum(np.abs(s0), np.abs(s1)), 0.5 * np.abs(p))
    sign = lambda v: np.where(v < 0, -1.0, 1.0)
    t = (sign(s0) + sign(s1)) * m
    t = np.where(np.isnan(t), 0.0, t)
    out = np.empty(len(x))
    out[1:-1] = t
    out[0] = (3 * (y[1] - y[0]) / (x[1] - x[0]) - out[1]) / 2
    out[-1] = (3 * (y[-1] - y[-2]) / (x[-1] - x[-2]) - out[-2]) / 2
    return out


def drawn_pieces(pt, interpolation):
    """The drawn curve through the points `pt` (n, 2), as cubic pieces, and whether they are
    straight (then the polyline of their ends is the curve itself)."""
    n = len(pt)
    if n == 1:
        return np.repeat(pt[:, None, :], 4, axis=1), True
    if interpolation == "linear" or (interpolation == "monotone" and n == 2):
        return _lines_as_cubics(pt), True
    if interpolation == "stepAfter":
        corners = np.empty((2 * n - 1, 2))
        corners[0::2] = pt
        corners[1::2, 0] = pt[1:, 0]
        corners[1::2, 1] = pt[:-1, 1]
        return _lines_as_cubics(corners), True
    if interpolation == "monotone":
        x, y = pt[:, 0], pt[:, 1]
        t = monotone_slopes(x, y)
        d = (x[1:] - x[:-1]) / 3
        c1 = np.column_stack([x[:-1] + d, y[:-1] + d * t[:-1]])
        c2 = np.column_stack([x[1:] - d, y[1:] - d * t[1:]])
        return np.stack([pt[:-1], c1, c2, pt[1:]], axis=1), False
    raise ValueError(f"unknown interpolation {interpolation!r}")


def _eval(cubics, idx, t):
    c = cubics[idx]
    t = t[:, None]
    u = 1 - t
    return (u * u * u) * c[:, 0] + (3 * u * u * t) * c[:, 1] + (3 * u * t * t) * c[:, 2] + (t * t * t) * c[:, 3]


def _derivative_bound(cubics):
    legs = np.linalg.norm(np.diff(cubics, axis=1), axis=2)
    return 3 * legs.max(axis=1)


def flatten(cubics, straight, eps=FLATTEN_EPS):
    """A polyline within eps of the pieces (their own ends when straight)."""
    if straight:
        return np.vstack([cubics[:, 0], cubics[-1:, 3]])
    second = np.maximum(np.linalg.norm(cubics[:, 0] - 2 * cubics[:, 1] + cubics[:, 2], axis=1),
                        np.linalg.norm(cubics[:, 1] - 2 * cubics[:, 2] + cubics[:, 3], axis=1))
    counts = np.maximum(1, np.ceil(np.sqrt(0.75 * second / eps))).astype(np.int64)
    idx = np.repeat(np.arange(len(cubics)), counts)
    starts = np.cumsum(counts) - counts
    k = np.arange(counts.sum()) - np.repeat(starts, counts)
    t = k / np.repeat(counts, counts)
    pts = _eval(cubics, idx, t)
    return np.vstack([pts, cubics[-1:, 3]])


# ---------------------------------------------------------------------------------------------
# Exact distance from points to a polyline that is x-monotone (x non-decreasing).

class Polyline:
    def __init__(self, vertices):
        v = np.asarray(vertices, dtype=float)
        if len(v) == 1:
            v = np.vstack([v, v])
        self.a, self.b = v[:-1], v[1:]
        self.d = self.b - self.a
        self.len2 = np.einsum("ij,ij->i", self.d, self.d)
        self.xmin = np.minimum(self.a[:, 0], self.b[:, 0])
        self.xmax = np.maximum(self.a[:, 0], self.b[:, 0])
        if np.any(np.diff(self.xmin) < 0) or np.any(np.diff(self.xmax) < 0):
            raise ValueError("polyline is not x-monotone")
        # Points on the polyline, at most KD_SPACING apart, for an upper bound of the distance.
        seg_len = np.sqrt(self.len2)
        counts = np.maximum(1, np.ceil(seg_len / KD_SPACING)).astype(np.int64)
        idx = np.repeat(np.arange(len(self.a)), counts)
        starts = np.cumsum(counts) - counts
        k = np.arange(counts.sum()) - np.repeat(starts, counts)
        t = (k / np.repeat(counts, counts))[:, None]
        samples = np.vstack([self.a[idx] + t * self.d[idx], v[-1:]])
        self.samples = samples
        self.slack = KD_SPACING / 2 + 1e-9
        self.tree = cKDTree(samples) if cKDTree is not None else None

    def upper(self, q):
        """≥ the distance from each point of q to the polyline (and ≤ it + slack): the distance
        to the nearest of points along it at most KD_SPACING apart."""
        if len(q) == 0:
            return np.empty(0)
        if self.tree is not None:
            r, _ = self.tree.query(q)
            return r
        # Without scipy: the nearest of the samples, by brute force in chunks (slow but exact).
        out = np.empty(len(q))
        for s in range(0, len(q), 256):
            diff = q[s:s + 256, None, :] - self.samples[None, :, :]
            out[s:s + 256] = np.sqrt((diff ** 2).sum(axis=2)).min(axis=1)
        return out

    def _pairs(self, x, r):
        """Chunks of (query index, segment index, group starts) over the segments whose x-range
        meets [x − r, x + r], every query getting at least one."""
        r = r * (1 + 1e-9) + 1e-9
        lo = np.searchsorted(self.xmax, x - r, side="left")
        hi = np.searchsorted(self.xmin, x + r, side="right")
        hi = np.minimum(np.maximum(hi, lo + 1), len(self.a))
        lo = np.minimum(lo, hi - 1)
        counts = hi - lo
        cum = np.cumsum(counts)
        start = 0
        while start < len(x):
            base = cum[start] - counts[start]
            stop = max(int(np.searchsorted(cum, base + PAIR_CHUNK, side="right")), start + 1)
            c = counts[start:stop]
            first = np.cumsum(c) - c
            qi = np.repeat(np.arange(start, stop), c)
            si = np.repeat(lo[start:stop], c) + (np.arange(c.sum()) - np.repeat(first, c))
            yield start, stop, qi, si, first
            start = stop

    def _segment_distance(self, p, si):
        a, d, l2 = self.a[si], self.d[si], self.len2[si]
        w = p - a
        with np.errstate(invalid="ignore", divide="ignore"):
            t = np.einsum("ij,ij->i", w, d) / l2
        t = np.where(l2 > 0, np.clip(t, 0.0, 1.0), 0.0)
        e = w - t[:, None] * d
        return np.sqrt(np.einsum("ij,ij->i", e, e))

    def distance(self, q):
        """The exact (in doubles) distance from each point of q (m, 2) to the polyline. Any
        segment within the distance has its x-range within it of the point's x (x-monotone)."""
        q = np.asarray(q, dtype=float).reshape(-1, 2)
        out = np.empty(len(q))
        if len(q) == 0:
            return out
        for start, stop, qi, si, first in self._pairs(q[:, 0], self.upper(q)):
            out[start:stop] = np.minimum.reduceat(self._segment_distance(q[qi], si), first)
        return out

    def minmax(self, a, b, da):
        """min over segments j of max(d_j(a), d_j(b)) for each pair of points (a, b), da the
        distance from a to the polyline. It is at most R = da + |ab| (the segment nearest a), so
        only segments within R of a (in x) can attain it."""
        r = da + np.sqrt(((b - a) ** 2).sum(axis=1))
        out = np.empty(len(a))
        if len(a) == 0:
            return out
        for start, stop, qi, si, first in self._pairs(a[:, 0], r):
            m = np.maximum(self._segment_distance(a[qi], si), self._segment_distance(b[qi], si))
            out[start:stop] = np.minimum.reduceat(m, first)
        return out


# ---------------------------------------------------------------------------------------------
# Directed Hausdorff by branch and bound.

def _second_difference(cubics):
    return np.maximum(np.linalg.norm(cubics[:, 0] - 2 * cubics[:, 1] + cubics[:, 2], axis=1),
                      np.linalg.norm(cubics[:, 1] - 2 * cubics[:, 2] + cubics[:, 3], axis=1))


def directed(cubics, straight, target, tol=TOL, max_rounds=100):
    """(lo, hi): bounds on sup over the pieces `cubics` of the distance to Polyline `target`.

    Each interval [t0, t1] of a piece, with ends a = A(t0) and b = A(t1), is bounded three ways:
    the KD-tree's distances u(a), u(b) to points of the target are ≥ the true ones, and the
    distance is L-Lipschitz in t, so sup ≤ (u(a) + u(b) + L·Δt)/2 (cheap: no exact distance is
    computed for intervals this already rules out); with exact distances, sup ≤ (d(a) + d(b) + L·Δt)/2;
    and the interval lies within δ = 0.75·M·Δt² of the chord ab (M the piece's largest second
    difference of control points; δ = 0 for straight pieces) while the distance to one target
    segment is convex along the chord, so sup ≤ min_j max(d_j(a), d_j(b)) + δ."""
    L = _derivative_bound(cubics)
    M = np.zeros(len(cubics)) if straight else _second_difference(cubics)
    counts = np.maximum(1, np.ceil(L / INITIAL_SPACING)).astype(np.int64)
    idx = np.repeat(np.arange(len(cubics)), counts)
    starts = np.cumsum(counts) - counts
    k = np.arange(counts.sum()) - np.repeat(starts, counts)
    t0 = k / np.repeat(counts, counts)
    t1 = (k + 1) / np.repeat(counts, counts)
    a = _eval(cubics, idx, t0)
    b = np.empty_like(a)
    b[:-1] = a[1:]
    last = starts + counts - 1
    b[last] = cubics[:, 3]  # the interval ending a piece ends at that piece's end point
    ua = target.upper(a)
    ub = np.empty_like(ua)
    ub[:-1] = ua[1:]
    ub[last] = target.upper(cubics[:, 3])
    da = np.full(len(a), np.nan)
    db = np.full(len(a), np.nan)
    # A first lower bound: the exact distance at the points whose upper bound is near the largest.
    top = max(float(ua.max()), float(ub.max()))
    seed = np.flatnonzero(ua >= top - target.slack)
    best = float(target.distance(a[seed]).max())
    seed = np.flatnonzero(ub >= top - target.slack)
    best = max(best, float(target.distance(b[seed]).max()))
    for _ in range(max_rounds):
        live = (ua + ub + L[idx] * (t1 - t0)) / 2 > best + tol
        idx, t0, t1, a, b, ua, ub, da, db = (v[live] for v in (idx, t0, t1, a, b, ua, ub, da, db))
        if not len(idx):
            return best, best + tol
        for d, p in ((da, a), (db, b)):
            unknown = np.isnan(d)
            if unknown.any():
                d[unknown] = target.distance(p[unknown])
        best = max(best, float(da.max()), float(db.max()))
        bound = np.minimum((da + db + L[idx] * (t1 - t0)) / 2,
                           target.minmax(a, b, da) + 0.75 * M[idx] * (t1 - t0) ** 2)
        live = bound > best + tol
        idx, t0, t1, a, b, ua, ub, da, db = (v[live] for v in (idx, t0, t1, a, b, ua, ub, da, db))
        if not len(idx):
            return best, best + tol
        tm = (t0 + t1) / 2
        m = _eval(cubics, idx, tm)
        um = target.upper(m)
        dm = np.full(len(m), np.nan)
        idx = np.concatenate([idx, idx])
        t0, t1 = np.concatenate([t0, tm]), np.concatenate([tm, t1])
        a, b = np.concatenate([a, m]), np.concatenate([m, b])
        ua, ub = np.concatenate([ua, um]), np.concatenate([um, ub])
        da, db = np.concatenate([da, dm]), np.concatenate([dm, db])
    bound = (ua + ub + L[idx] * (t1 - t0)) / 2
    return best, max(best, float(bound.max()))


def deviation_bounds(original_xy, chosen_xy, size, interpolation, domain, y_domain):
    """(lo, hi) with lo ≤ Hausdorff distance (pt) ≤ hi; see the module's docstring."""
    p = to_pt(original_xy, size, domain, y_domain)
    c = to_pt(chosen_xy, size, domain, y_domain)
    orig_pieces, _ = drawn_pieces(p, "linear")
    drawn, straight = drawn_pieces(c, interpolation)
    orig_line = Polyline(p)
    drawn_line = Polyline(flatten(drawn, straight))
    eps = 0.0 if straight else FLATTEN_EPS
    a_lo, a_hi = directed(drawn, straight, orig_line)          # drawn → original: exact target
    b_lo, b_hi = directed(orig_pieces, True, drawn_line)   # original → drawn: flattened target
    return max(a_lo, b_lo - eps, 0.0), max(a_hi, b_hi + eps)


def deviation(original_xy, chosen_xy, size=(1000, 300), interpolation="monotone", domain=None, y_domain=None):
    """The two-sided Hausdorff distance in pt between the original polyline and the curve drawn
    through chosen_xy: a lower bound at most ~2e-4 pt below the true value (module docstring).
    The domains default to the original's extents, as `curve reduce` infers them."""
    original_xy = np.asarray(original_xy, dtype=float).reshape(-1, 2)
    if domain is None:
        domain = infer_domain(original_xy[:, 0])
    if y_domain is None:
        y_domain = infer_domain(original_xy[:, 1])
    return deviation_bounds(original_xy, chosen_xy, size, interpolation, domain, y_domain)[0]


if __name__ == "__main__":
    import sys, time
    # Self-check on cases with known answers.
    W, H = 100.0, 100.0
    orig = np.array([[0, 0], [1, 1], [2, 0]], float)  # a tent; domain [0,2]x[0,1] → 100x100 pt
    t = time.time()
    lo, hi = deviation_bounds(orig, orig[[0, 2]], (W, H), "linear", (0, 2), (0, 1))
    print("tent vs base:", lo, hi, "expected 100")
    lo, hi = deviation_bounds(orig, orig, (W, H), "linear", (0, 2), (0, 1))
    print("identical:", lo, hi, "expected 0")
    lo, hi = deviation_bounds(orig, orig[[0, 2]], (W, H), "stepAfter", (0, 2), (0, 1))
    print("tent vs step:", lo, hi, "expected 100")
    print(time.time() - t, "s", file=sys.stderr)
