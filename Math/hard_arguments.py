#!/usr/bin/env python3
"""Writes Tests/CurveAccuracyTests/hard-arguments.json: the binary64 arguments nearest a multiple
of pi/2, where sin, cos or tan is tiny (or tan huge) and every bit of the reduction counts.

For each exponent e, the doubles m·2^e (2^52 <= m < 2^53) nearest a multiple of pi/2 are the m
for which m·(2^e·2/pi) is nearest an integer: the continued-fraction convergents of
frac(2^e·2/pi) (and their small multiples, to reach 53 bits) give them. Checked by MPFR in the
tests, so nothing here needs to be right for the tests to be meaningful, only hard.

  python3 Math/hard_arguments.py           write the file
  python3 Math/hard_arguments.py --check   fail if the committed file differs
"""
import json, os, sys
import mpmath

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "CurveAccuracyTests", "hard-arguments.json")


def convergent_denominators(alpha, limit):
    """Denominators of the continued-fraction convergents of alpha (0 < alpha < 1) up to limit."""
    p0, q0, p1, q1 = 0, 1, 1, 0
    x = alpha
    out = []
    while True:
        a = int(mpmath.floor(x))
        p0, q0, p1, q1 = p1, q1, a * p1 + p0, a * q1 + q0
        if q1 > limit:
            return out
        out.append(q1)
        frac = x - a
        if frac == 0:
            return out
        x = 1 / frac


def main():
    mpmath.mp.prec = 2400
    two_over_pi = 2 / mpmath.pi
    arguments = set()
    for e in range(-52, 972, 1):
        alpha = mpmath.frac(mpmath.ldexp(two_over_pi, e))
        for q in convergent_denominators(alpha, 1 << 53)[-3:]:
            t = max(1, -(-(1 << 52) // q))  # smallest multiple with 53 bits
            for m in {q * t, q * (t + 1)}:
                if (1 << 52) <= m < (1 << 53):
                    arguments.add(float(mpmath.ldexp(m, e)))
    values = sorted(arguments)
    text = json.dumps({
        "about": "binary64 arguments nearest a multiple of pi/2 (Math/hard_arguments.py); sin, cos and tan are checked against MPFR at each",
        "arguments": [v.hex() for v in values],
    }, indent=1) + "\n"
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                sys.exit("hard-arguments.json differs from what Math/hard_arguments.py writes")
        print(f"hard-arguments.json: up to date ({len(values)} arguments)")
        return
    with open(OUT, "w") as f:
        f.write(text)
    print(f"wrote {len(values)} arguments")


if __name__ == "__main__":
    main()
