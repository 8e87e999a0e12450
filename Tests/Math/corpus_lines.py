#!/usr/bin/env python3
"""Grammar/conformance/expressions.json as the lines vm_corpus.c reads: the expression as
hexadecimal UTF-8, the parameter names, their values, x and the expected value (64-bit
hexadecimal patterns), tab-separated, one line per point. Only the protocol's cases: the embedded
entry point compiles a frame's curve-layer language, so the math-plot cases ("language":
"mathPlot") are left to the Swift tests."""
import json
import os
import struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def bits(v):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", float(v)))[0]


corpus = json.load(open(os.path.join(ROOT, "Grammar", "conformance", "expressions.json")))
for case in corpus["cases"] if isinstance(corpus, dict) else corpus:
    if case.get("language") is not None:
        continue
    for x, expected in case.get("points", []):
        names = ",".join(case["parameters"])
        values = ",".join(bits(v) for v in case["parameters"].values())
        print(f"{case['expression'].encode().hex()}\t{names}\t{values}\t{bits(x)}\t{bits(expected)}")
