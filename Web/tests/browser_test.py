"""CurveKit as a browser app uses it: a small page bundled by esbuild (Debian's esbuild), the
wasm an asset, run in headless Chromium through Selenium. It evaluates and validates on the
page's thread, and in a bundled Web Worker draws a heavy plot while a timer on the page keeps
firing, so the page stays responsive.

    python3 Web/tests/browser_test.py          # after bash Web/build.sh
"""

import functools
import http.server
import pathlib
import shutil
import socketserver
import subprocess
import tempfile
import threading
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

WEB = pathlib.Path(__file__).resolve().parent.parent
PAGE = WEB / "tests/browser"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class BundledPageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not (WEB / "dist/curvekit.wasm").exists():
            raise unittest.SkipTest("no Web/dist/curvekit.wasm: run bash Web/build.sh first")
        cls.folder = pathlib.Path(tempfile.mkdtemp(prefix="curvekit-bundle-"))
        # The page's script and the worker, each bundled; the wasm copied beside them as an asset.
        subprocess.run(
            ["esbuild", str(PAGE / "app.mjs"), str(WEB / "curvekit.worker.mjs"), "--bundle", "--format=esm", "--target=es2022",
             "--loader:.wasm=file", "--entry-names=[name]", "--asset-names=[name]-[hash]", "--external:node:*", f"--outdir={cls.folder}", "--log-level=warning"],
            check=True)
        shutil.copy(PAGE / "index.html", cls.folder / "index.html")
        cls.assets = sorted(path.name for path in cls.folder.iterdir())
        handler = functools.partial(Quiet, directory=str(cls.folder))
        cls.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        cls.driver.get(f"http://127.0.0.1:{cls.server.server_address[1]}/index.html")
        WebDriverWait(cls.driver, 120).until(lambda d: d.execute_script("return document.body.dataset.ready") == "true")
        cls.results = cls.driver.execute_script("return Object.assign({}, document.body.dataset)")

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.shutdown()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def test_the_bundle_has_the_wasm_as_an_asset(self):
        self.assertIn("app.js", self.assets)
        self.assertIn("curvekit.worker.js", self.assets)
        self.assertTrue(any(name.startswith("curvekit-") and name.endswith(".wasm") for name in self.assets), self.assets)

    def test_it_evaluates_and_validates_on_the_page(self):
        self.assertNotIn("failure", self.results, self.results.get("failure"))
        self.assertEqual(self.results["samples"], "[[0,1],[1.5,4]]")
        self.assertEqual(self.results["verdict"], "accepted")
        self.assertEqual(self.results["rejected"], "grid.invalid pixels")

    def test_a_worker_validates_a_256_kb_frame_and_draws_a_heavy_plot_while_the_page_keeps_running(self):
        self.assertNotIn("failure", self.results, self.results.get("failure"))
        self.assertEqual(self.results["workerVerdict"], "accepted")
        self.assertEqual(self.results["svgEnd"], "</svg>\n")
        # A 20 ms timer on the page fired all through the worker's call (on the page's thread
        # the call would have held every tick until it ended).
        took, ticks = int(self.results["took"]), int(self.results["ticks"])
        self.assertGreaterEqual(ticks, max(2, took // 20 // 3), f"{ticks} ticks in {took} ms")
        self.assertEqual(self.results["workerError"], "expectedOperand")
        self.assertEqual(self.results["workerRange"], "RangeError")

    def test_no_console_errors(self):
        errors = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
