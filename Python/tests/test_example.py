"""The worked example: the Flask endpoint on 127.0.0.1 (an ephemeral port), fetched with the
standard library. Loopback only, a few requests, each with a time limit."""

from __future__ import annotations

import json
import sys
import threading
import unittest
import urllib.request
from pathlib import Path

from werkzeug.serving import make_server

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))
import server  # noqa: E402

import curvekit  # noqa: E402


class Endpoint(unittest.TestCase):
    def test_serves_a_validated_frame(self) -> None:
        http = make_server("127.0.0.1", 0, server.app)
        thread = threading.Thread(target=http.serve_forever, daemon=True)
        thread.start()
        try:
            for _ in range(3):
                with urllib.request.urlopen(f"http://127.0.0.1:{http.server_port}/frame", timeout=10) as response:
                    self.assertEqual(response.status, 200)
                    self.assertEqual(response.headers["Content-Type"], "application/json")
                    body = response.read()
                report = curvekit.validate(body)
                self.assertEqual(report["verdict"], "accepted")
                self.assertEqual([layer["drawn"] for layer in report["layers"]], [True])
                self.assertEqual(json.loads(body)["layers"][0]["id"], "remote:load")
        finally:
            http.shutdown()
            thread.join(timeout=10)


if __name__ == "__main__":
    unittest.main()
