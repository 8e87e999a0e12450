"""A widget server's frame endpoint (Flask): the frame is validated before it is sent, so the
widget never receives one it would reject.

    pip install ./Python flask
    python3 Python/examples/server.py          # serves http://127.0.0.1:8000/frame
"""

from __future__ import annotations

import json
import math
import time

from flask import Flask, Response

import curvekit

app = Flask(__name__)


def frame() -> dict[str, object]:
    """This minute's frame: a curve of the last hour's load, and a marker on the latest value."""
    now = time.time() / 60
    points = [[i, round(50 + 40 * math.sin((now - 60 + i) / 9), 2)] for i in range(61)]
    return {
        "protocol": 1,
        "pixels": [[None]],
        "data": {
            "load": {
                "frame": {"left": 0.05, "top": 0.1, "width": 0.9, "height": 0.8},
                "content": {"points": points, "domain": [0, 60], "yDomain": [0, 100], "markers": [{"at": {"x": 60}, "label": "now"}]},
                "style": {"color": "#A7DAD7", "strokeWidth": 2},
            }
        },
        "layers": [{"id": "remote:load", "type": "curve", "dataPath": "data.load"}],
    }


@app.get("/frame")
def serve_frame() -> Response:
    body = json.dumps(frame())
    report = curvekit.validate(body, family="medium")
    if report["verdict"] != "accepted" or not all(layer["drawn"] for layer in report["layers"]):
        # Never send what the widget would not draw: say why instead.
        return Response(json.dumps({"error": report}), status=500, mimetype="application/json")
    return Response(body, mimetype="application/json")


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8000)
