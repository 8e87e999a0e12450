#!/usr/bin/env python3
"""Prints a PNG's pixels for the plot tests: 'W H' on the first line, then the raw RGBA bytes.
Standard library only (zlib): 8-bit RGBA or RGB, not interlaced — what rsvg-convert and Chromium
write. The path - reads standard input."""
import struct, sys, zlib

data = sys.stdin.buffer.read() if sys.argv[1] == "-" else open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, chunks, header = 8, [], None
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", body)
    elif kind == b"IDAT":
        chunks.append(body)
    pos += 12 + length
width, height, depth, color, _, _, interlace = header
assert depth == 8 and color in (2, 6) and interlace == 0, header
channels = 4 if color == 6 else 3
raw = zlib.decompress(b"".join(chunks))
stride = width * channels
out, previous, i = bytearray(), bytearray(stride), 0
for _ in range(height):
    kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
    i += 1 + stride
    for x in range(stride):
        a = line[x - channels] if x >= channels else 0
        b = previous[x]
        c = previous[x - channels] if x >= channels else 0
        if kind == 1: line[x] = (line[x] + a) & 255
        elif kind == 2: line[x] = (line[x] + b) & 255
        elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    previous = line
    if channels == 3:
        for x in range(width):
            out += line[x * 3:x * 3 + 3] + b"\xff"
    else:
        out += line
sys.stdout.buffer.write(f"{width} {height}\n".encode() + bytes(out))
