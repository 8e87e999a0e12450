"""The playground in a real browser: headless Chromium driven by Selenium (Debian's chromium and
chromium-driver, selenium from PyPI). Serves Web/ over HTTP, then types, drags, pastes and opens
files as a person would, and checks what the page shows. Screenshots go to $ARTIFACTS (default
.build/artifacts/playground).

    python3 Web/tests/playground_test.py          # after bash Web/build.sh
"""

import base64
import functools
import http.server
import json
import os
import math
import pathlib
import random
import re
import socketserver
import subprocess
import sys
import tempfile
import threading
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

WEB = pathlib.Path(__file__).resolve().parent.parent
ROOT = WEB.parent
ARTIFACTS = pathlib.Path(os.environ.get("ARTIFACTS", ROOT / ".build/artifacts/playground"))


def pixels(png):
    """(width, height) and RGBA bytes of a PNG, by the plot tests' own decoder."""
    out = subprocess.run([sys.executable, str(ROOT / "Tests/CurvePlotTests/png_pixels.py"), "-"], input=png, capture_output=True, check=True).stdout
    newline = out.index(b"\n")
    width, height = map(int, out[:newline].split())
    return (width, height), out[newline + 1:]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


class PlaygroundTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not (WEB / "dist/curvekit.wasm").exists():
            raise unittest.SkipTest("no Web/dist/curvekit.wasm: run bash Web/build.sh first")
        handler = functools.partial(Quiet, directory=str(WEB))
        cls.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=cls.server.serve_forever, daemon=True).start()
        cls.base = f"http://127.0.0.1:{cls.server.server_address[1]}/playground/"
        options = webdriver.ChromeOptions()
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1100"):
            options.add_argument(argument)
        options.binary_location = "/usr/bin/chromium"
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.shutdown()

    # Helpers

    def open(self, hash=""):
        self.driver.get(self.base + hash)
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return document.body.dataset.ready") == "true")

    def settle(self):
        """Waits until the worker has answered every call the page made (body[data-pending])."""
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return document.body.dataset.pending") in ("0", None))

    def find(self, selector):
        self.settle()
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def plot_svg(self):
        self.settle()
        return self.driver.execute_script("return document.getElementById('plot').svgText")

    def screenshot(self, name):
        height = self.driver.execute_script("return document.documentElement.scrollHeight")
        self.driver.set_window_size(1280, max(1100, height + 40))
        self.driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))

    def console_errors(self):
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def replace_text(self, selector, text):
        """Selects all of a text box and types `text` over it, key by key."""
        box = self.find(selector)
        box.click()
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.DELETE)
        box.send_keys(text)
        return box

    def paste(self, selector, text):
        """What a paste does to a text box: the text replaces it and one input event fires."""
        self.driver.execute_script(
            "const box = document.querySelector(arguments[0]); box.focus(); box.select();"
            "document.execCommand('insertText', false, arguments[1]);", selector, text)

    # Tests

    def test_loads_and_draws_without_errors(self):
        self.open()
        self.assertIn("<path", self.plot_svg())
        self.assertIn(">a*sin(b*x)</text>", self.plot_svg())
        self.assertEqual(self.find("#verdict").text, "Accepted: 1 of 1 layers drawn.")
        images = self.driver.execute_script(
            "return [...document.querySelectorAll('#previews img')].map((i) => [i.closest('figure').dataset.family,"
            " i.closest('figure').dataset.appearance, i.complete && i.naturalWidth > 0])")
        self.assertEqual(sorted((f, a) for f, a, _ in images),
                         sorted((f, a) for f in ("small", "medium", "large") for a in ("light", "dark")))
        self.assertTrue(all(loaded for _, _, loaded in images), images)
        self.assertEqual(self.console_errors(), [])
        self.screenshot("start")

    def test_typing_an_expression_redraws_the_plot(self):
        self.open()
        before = self.plot_svg()
        self.replace_text("#expressions", "sin(3*x)/x")
        after = self.plot_svg()
        self.assertNotEqual(before, after)
        self.assertIn(">sin(3*x)/x</text>", after)
        self.assertNotIn(">a*sin(b*x)</text>", after)
        # No parameters in the expression: no sliders.
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "#parameters input[type=range]"), [])
        self.assertTrue(self.find("#expression-error").get_attribute("hidden"))
        # A new name becomes a parameter with a slider.
        self.find("#expressions").send_keys(Keys.END, " + k")
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#parameters input[data-parameter=k]")), 1)
        self.screenshot("typed")

    def test_dragging_a_slider_redraws_the_plot(self):
        self.open()
        slider = self.find("#parameters input[data-parameter=a]")
        value = self.find("#parameters input[aria-label='a value']")
        self.assertEqual(value.get_attribute("value"), "2")
        before = self.plot_svg()
        ActionChains(self.driver).click_and_hold(slider).move_by_offset(-60, 0).release().perform()
        moved = float(value.get_attribute("value"))
        self.assertLess(moved, 2)
        self.assertNotEqual(self.plot_svg(), before)
        # The plot is the module's plot for the new value.
        expected = self.driver.execute_script(
            "const { load } = await import('../curvekit.mjs');"
            "const ck = await load(new URL('../dist/curvekit.wasm', location.href));"
            "const [, width, height] = /width=\"(\\d+)\" height=\"(\\d+)\"/.exec(document.getElementById('plot').svgText);"
            "return ck.plotExpressions(['a*sin(b*x)', 'x^2/10 - 1'], { parameters: { a: arguments[0], b: 1.5 },"
            " domain: [-5, 5], size: [Number(width), Number(height)], points: true });", moved)
        self.assertEqual(self.plot_svg(), expected)
        self.screenshot("slider")

    def test_a_bad_expression_shows_the_error_with_a_caret_at_its_column(self):
        self.open()
        self.replace_text("#expressions", "x\n2*Sin(x) + 1")
        box = self.find("#expression-error")
        self.assertFalse(box.get_attribute("hidden"))
        self.assertEqual(self.find("#expressions").get_attribute("aria-invalid"), "true")
        heading, source, caret = box.text.split("\n")
        self.assertEqual(heading, "line 2: error: column 3: unknown name 'Sin'; did you mean 'sin'?")
        # The caret line sits under the source line: its ^ is under the S (column 3).
        indent = len(source) - len(source.lstrip(" "))
        self.assertEqual(source[indent:], "2*Sin(x) + 1")
        self.assertEqual(caret.index("^") - indent, 2)
        self.assertEqual(caret.strip(), "^~~")
        # And on the screen: the caret is drawn under the S, in the same monospace box.
        columns = self.driver.execute_script(
            "const text = document.getElementById('expression-error').firstChild;"
            "const lines = text.data.split('\\n'); const start = lines[0].length + 1;"
            "const at = (offset) => { const r = document.createRange(); r.setStart(text, offset); r.setEnd(text, offset + 1);"
            " return r.getBoundingClientRect().left; };"
            "return [at(start + arguments[0]), at(start + lines[1].length + 1 + lines[2].indexOf('^'))];", indent + 2)
        self.assertAlmostEqual(columns[0], columns[1], delta=0.5)
        self.screenshot("bad-expression")
        # Fixing it clears the error.
        self.find("#expressions").send_keys(Keys.CONTROL, "a")
        self.find("#expressions").send_keys("2*sin(x) + 1")
        self.assertTrue(self.find("#expression-error").get_attribute("hidden"))
        self.assertIn(">2*sin(x) + 1</text>", self.plot_svg())

    def test_a_pasted_bad_frame_is_rejected_with_its_path(self):
        self.open()
        self.paste("#frame", json.dumps({"protocol": 1, "pixels": [[None]],
                                         "layers": [{"id": "wave", "type": "curve", "dataPath": "data.wave"}]}))
        self.assertEqual(self.find("#verdict").text, "Rejected: the widget shows nothing.")
        self.assertEqual(self.find("#rejection .path").text, "layers[0].id")
        self.assertIn('expected a string starting with "remote:"', self.find("#rejection").text)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "#previews img"), [])
        self.screenshot("bad-frame")
        # A layer that is accepted but not drawn: the report says which and why, at its path.
        self.paste("#frame", json.dumps({"protocol": 1, "pixels": [[None]], "data": {"w": {
            "frame": {"left": 0, "top": 0, "width": 1, "height": 1}, "content": {"expression": "sin(x"}}},
                                         "layers": [{"id": "remote:w", "type": "curve", "dataPath": "data.w"}]}))
        self.assertEqual(self.find("#verdict").text, "Accepted: 0 of 1 layers drawn.")
        row = self.find("#report tbody tr")
        self.assertIn("not drawn", row.text)
        self.assertIn("data.w.content.expression", row.text)

    def test_opening_a_file_loads_validates_and_previews_it(self):
        self.open()
        frame = (ROOT / "Tests/Gallery/activity.json").read_text()
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            file.write(frame)
        self.find("#frame-file").send_keys(file.name)
        WebDriverWait(self.driver, 10).until(lambda d: self.find("#frame").get_attribute("value") == frame)
        os.unlink(file.name)
        self.assertTrue(self.find("#verdict").text.startswith("Accepted"))
        svg = self.driver.execute_script(
            "return document.querySelector('figure[data-family=small][data-appearance=light] img').svgText")
        self.assertIn('fill="#FFFFFF"', svg)
        self.assertIn('width="158" height="172"', svg)  # the card and the caption strip below it
        self.screenshot("file")

    def test_the_state_is_in_the_url_and_a_link_restores_it(self):
        self.open()
        self.replace_text("#expressions", "c*cos(x)")
        value = self.find("#parameters input[aria-label='c value']")
        value.send_keys(Keys.CONTROL, "a")
        value.send_keys("3.25")
        self.replace_text("#x-from", "-2")
        WebDriverWait(self.driver, 5).until(
            lambda d: "c%3D3.25" in d.execute_script("return location.hash") and "x=-2%2C5" in d.execute_script("return location.hash"))
        link = self.driver.execute_script("return location.hash")
        drawn = self.plot_svg()
        self.driver.get("about:blank")
        self.open(link)
        self.assertEqual(self.find("#expressions").get_attribute("value"), "c*cos(x)")
        self.assertEqual(self.find("#parameters input[aria-label='c value']").get_attribute("value"), "3.25")
        self.assertEqual(self.find("#x-from").get_attribute("value"), "-2")
        self.assertEqual(self.plot_svg(), drawn)

    def test_the_gallery_draws_in_chromium_as_librsvg_draws_it(self):
        """Each gallery SVG shown by Chromium as an <img> and rendered by rsvg-convert: on every
        opaque pixel, at most 0.35 % differ by more than 48 of 255 levels (antialiased edges and
        glyph rasterisation differ; shapes, colours and text placement must not)."""
        gallery = sorted((ROOT / "Tests/Gallery").glob("*.svg"))
        self.assertGreaterEqual(len(gallery), 7)
        # A blank page, not the playground's: its body is replaced below.
        self.driver.get("about:blank")
        with tempfile.TemporaryDirectory() as work:
            for svg in gallery:
                with self.subTest(svg.name):
                    reference = pathlib.Path(work) / f"{svg.stem}-rsvg.png"
                    subprocess.run(["rsvg-convert", str(svg), "-o", str(reference)], check=True)
                    (width, height), expected = pixels(reference.read_bytes())
                    self.driver.set_window_size(max(800, width + 100), max(600, height + 200))
                    source = "data:image/svg+xml;base64," + base64.b64encode(svg.read_bytes()).decode()
                    self.driver.execute_script(
                        "document.body.innerHTML = ''; document.body.style.margin = '0';"
                        "const image = new Image(arguments[1], arguments[2]); image.id = 'shot'; image.src = arguments[0];"
                        "image.style.display = 'block'; document.body.append(image);", source, width, height)
                    WebDriverWait(self.driver, 10).until(
                        lambda d: d.execute_script("const i = document.getElementById('shot'); return i.complete && i.naturalWidth > 0"))
                    shot = self.find("#shot").screenshot_as_png
                    (shot_width, shot_height), actual = pixels(shot)
                    self.assertEqual((shot_width, shot_height), (width, height))
                    opaque = differing = 0
                    for i in range(width * height):
                        if expected[4 * i + 3] != 255:
                            continue
                        opaque += 1
                        if max(abs(expected[4 * i + k] - actual[4 * i + k]) for k in range(3)) > 48:
                            differing += 1
                    share = differing / max(1, opaque)
                    print(f"\n{svg.name}: {differing} of {opaque} opaque pixels differ by more than 48/255 ({100 * share:.2f} %)",
                          file=sys.stderr)
                    self.assertLessEqual(share, 0.0035)

    def test_a_heavy_plot_is_drawn_by_the_worker_while_the_page_runs(self):
        self.open()
        self.driver.execute_script("window.ticks = 0; window.ticker = setInterval(() => { window.ticks++; }, 10);")
        heavy = "sin(1000*x)/cos(997*x)" + "+sin(1000*x)/cos(991*x)" * 21
        self.paste("#expressions", "\n".join([heavy] * 16))
        # The call is out to the worker when the paste returns, and the page's thread is free
        # while it runs: its 10 ms timer keeps firing (drawn on the page, it would not fire once).
        self.assertGreaterEqual(int(self.driver.execute_script("window.ticks = 0; return document.body.dataset.pending")), 1)
        self.assertIn("<path", self.plot_svg())
        ticks = self.driver.execute_script("clearInterval(window.ticker); return window.ticks")
        took = float(re.search(r"plot drawn in ([\d.]+) ms", self.find("#status").text).group(1))
        self.assertGreaterEqual(ticks, max(2, int(took / 10 / 3)), f"{ticks} ticks while the plot took {took} ms")

    def test_points_a_readout_that_snaps_to_them_and_the_description_in_a_live_region(self):
        self.open("#e=x%5E2%20-%201&x=-2,2&p=")
        svg = self.plot_svg()
        self.assertEqual(svg.count("<circle"), 3)
        description = self.find("#description")
        self.assertEqual(description.get_attribute("aria-live"), "polite")
        self.assertEqual(description.text, "y = x^2 - 1 for x from −2 to 2: zeros at x ≈ −1 and 1; a minimum at x ≈ 0 (y ≈ −1).")
        self.assertIn(f"<desc>{description.text}</desc>", svg)
        # The keyboard: focus the plot, step through its points.
        plot = self.find("#plot")
        self.driver.execute_script("arguments[0].focus()", plot)
        readout = lambda: self.find("#readout").text
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.assertEqual(readout(), "(−1, 0): zero of y = x^2 - 1, certified")
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        self.assertEqual(readout(), "(0, −1): minimum of y = x^2 - 1, certified")
        ActionChains(self.driver).send_keys(Keys.END).perform()
        self.assertEqual(readout(), "(1, 0): zero of y = x^2 - 1, certified")
        # The table: every point, in x order; a row's button shows it in the readout.
        self.find("#point-list summary").click()
        self.assertEqual(self.find("#point-count").text, "3")
        rows = [[cell.text for cell in row.find_elements(By.CSS_SELECTOR, "td")] for row in self.driver.find_elements(By.CSS_SELECTOR, "#point-table tbody tr")]
        self.assertEqual(rows, [["zero of y = x^2 - 1", "−1", "0", "certified"], ["minimum of y = x^2 - 1", "0", "−1", "certified"],
                                ["zero of y = x^2 - 1", "1", "0", "certified"]])
        self.driver.find_elements(By.CSS_SELECTOR, "#point-table tbody button")[1].click()
        self.assertEqual(readout(), "(0, −1): minimum of y = x^2 - 1, certified")
        # The pointer: near a point it snaps; elsewhere it reads the curve.
        left, top, width, height = map(float, re.search(r'<clipPath id="plot">\n<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg).groups())
        box = self.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height, arguments[0].width]", plot)
        def point_at(x):
            scale = box[0] / box[2]
            dx = (left + (x + 2) / 4 * width) * scale - box[0] / 2
            ActionChains(self.driver).move_to_element_with_offset(plot, int(round(dx)), 0).perform()
            return readout()
        self.assertEqual(point_at(0.01), "(0, −1): minimum of y = x^2 - 1, certified")
        x, y = map(lambda t: float(t.replace("−", "-")), re.fullmatch(r"y = x\^2 - 1: \(([^,]+), ([^)]+)\)", point_at(1.5)).groups())
        self.assertAlmostEqual(x, 1.5, delta=0.02)
        self.assertAlmostEqual(y, x * x - 1, delta=0.005)
        # Points off: no dots; the description stays.
        self.find("#points").click()
        self.assertNotIn("<circle", self.plot_svg())
        # The link follows a moment later (the hash is written 150 ms after the last change).
        WebDriverWait(self.driver, 5).until(lambda d: "n=0" in d.execute_script("return location.hash"))
        self.assertEqual(self.console_errors(), [])
        self.screenshot("points")

    def test_an_area_between_two_draggable_bounds_is_shaded_and_its_certified_integral_shown(self):
        self.open("#e=x%0Asin(x)&x=-1,4&y=-2,2&p=&a=2,0,3.141592653589793")
        self.assertTrue(self.find("#area").is_selected())
        integral = lambda: self.find("#integral").text
        self.assertRegex(integral(), r"^∫ of line 2 from 0 to 3\.142 = 2(\.0*\d)? ± [\d.e-]+, certified$")
        self.assertIn('fill-opacity="0.22"', self.plot_svg())
        self.assertIn("sin(x)   area over 0…3.142 = 2", re.sub(r"<[^>]+>", "", self.plot_svg()))
        # The handles stand at the bounds over the plot; dragging the right one to x = 2 moves the field.
        svg = self.plot_svg()
        left, top, width, height = map(float, re.search(r'<clipPath id="plot">\n<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg).groups())
        plot = self.find("#plot")
        scale = self.driver.execute_script("const i = arguments[0]; return i.getBoundingClientRect().width / i.width", plot)
        handle = self.find("#bound-to")
        self.assertTrue(handle.is_displayed())
        centre = lambda x: (left + (x + 1) / 5 * width) * scale
        handle_x = self.driver.execute_script(
            "const h = arguments[0].getBoundingClientRect(), f = document.getElementById('plot').getBoundingClientRect(); return h.left + h.width / 2 - f.left", handle)
        self.assertAlmostEqual(handle_x, centre(3.141592653589793), delta=2)
        ActionChains(self.driver).click_and_hold(handle).move_by_offset(round(centre(2) - centre(3.141592653589793)), 0).release().perform()
        WebDriverWait(self.driver, 5).until(lambda d: abs(float(self.find("#area-to").get_attribute("value")) - 2) < 0.02)
        to = float(self.find("#area-to").get_attribute("value"))
        WebDriverWait(self.driver, 5).until(lambda d: integral().startswith(f"∫ of line 2 from 0 to {to:.4g} = "))
        value = float(re.search(r" = ([-\d.e]+) ± ", integral()).group(1))
        self.assertAlmostEqual(value, 1 - math.cos(to), delta=1e-9)
        # The keyboard: the left handle steps by a hundredth of the x range.
        self.driver.execute_script("arguments[0].focus()", self.find("#bound-from"))
        ActionChains(self.driver).send_keys(Keys.ARROW_RIGHT).perform()
        WebDriverWait(self.driver, 5).until(lambda d: float(self.find("#area-from").get_attribute("value")) == 0.05)
        WebDriverWait(self.driver, 5).until(lambda d: "a=2%2C0.05%2C" in d.execute_script("return location.hash"))
        # A pole inside: divergent, said so; a relation's line: no area, and why.
        self.paste("#expressions", "1/(x - 1)\nx^2 + y^2 = 1")
        self.find("#area-line").clear()
        self.find("#area-line").send_keys("1")
        WebDriverWait(self.driver, 5).until(lambda d: "divergent (f has a pole in [" in integral())
        self.find("#area-line").send_keys(Keys.BACKSPACE, "2")
        WebDriverWait(self.driver, 5).until(lambda d: integral().endswith(": line 2 is no function of x"))
        self.assertFalse(self.find("#bound-to").is_displayed())
        self.assertEqual(self.console_errors(), [])
        self.screenshot("area")

    def test_relations_draw_beside_functions_with_their_parameters(self):
        self.open("#e=x%5E2%20%2B%20y%5E2%20%3D%20r&x=-2,2&p=")
        svg = self.plot_svg()
        # The relation stroked through its proven pixels (the <desc> says what the stroke proves),
        # with a slider for its parameter and no error.
        self.assertRegex(svg, r'<path d="M[^"]+" fill="none" stroke="#[0-9A-F]{6}" stroke-width="2"')
        self.assertIn("every stroked point lies in a pixel that holds a solution", svg)
        self.assertIsNotNone(self.find("#parameters input[aria-label='r value']"))
        self.assertEqual(self.find("#expression-error").get_attribute("hidden"), "true")
        # A function beside it: its points of interest are read; the relation has none.
        self.paste("#expressions", "x^2 + y^2 = r\ny = x/2")
        svg = self.plot_svg()
        self.assertEqual(svg.count("<circle"), 1)
        self.assertIn("y = x/2", self.find("#description").text)
        # A relation's error is placed on its line.
        self.paste("#expressions", "x\nx < y < 1")
        WebDriverWait(self.driver, 5).until(lambda d: not self.find("#expression-error").get_attribute("hidden"))
        self.assertTrue(self.find("#expression-error").text.startswith("line 2: error: column 7: a relation has one comparison"))
        self.assertEqual(self.console_errors(), [])
        self.screenshot("relations")

    def test_parametric_polar_and_x_of_y_items_draw_with_their_parameters(self):
        self.open()
        self.paste("#expressions", "(a*cos(t), sin(t))\nr = 1 + cos(θ)\nx = y^2 - 1")
        WebDriverWait(self.driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#parameters input[aria-label='a value']"))
        svg = self.plot_svg()
        self.assertEqual(self.find("#expression-error").get_attribute("hidden"), "true")
        # One stroke in each item's colour, and t, θ and y are no parameters.
        for color in ("#0072B2", "#D55E00", "#009E73"):
            self.assertIn(f'stroke="{color}"', svg)
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "#parameters input[type=range]")), 1)
        # A curve's error is placed on its line, at its column in the whole item.
        self.paste("#expressions", "x\n(t, 1/)")
        WebDriverWait(self.driver, 5).until(lambda d: not self.find("#expression-error").get_attribute("hidden"))
        self.assertTrue(self.find("#expression-error").text.startswith("line 2: error: column 7: "), self.find("#expression-error").text)
        self.assertEqual(self.console_errors(), [])
        self.screenshot("curves")

    def plot_ranges(self):
        """The x and y ranges the fields show, as numbers."""
        return [float(self.find(f"#{field}").get_attribute("value")) for field in ("x-from", "x-to", "y-from", "y-to")]

    def test_wheel_drag_and_pinch_zoom_and_pan_and_the_fields_and_address_follow(self):
        self.open("#e=x%5E2&x=-4,4&y=-2,6&p=")
        plot = self.find("#plot")
        self.assertEqual(self.plot_ranges(), [-4, 4, -2, 6])
        # A wheel turn towards the user over the plot's centre zooms in about it.
        self.driver.execute_script("""
            const image = document.getElementById('plot'), box = image.getBoundingClientRect();
            const clip = /<clipPath id="plot">\\n<rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"/.exec(image.svgText).slice(1).map(Number);
            const scale = box.width / image.width;
            image.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, bubbles: true, cancelable: true,
              clientX: box.left + (clip[0] + clip[2] / 2) * scale, clientY: box.top + (clip[1] + clip[3] / 2) * scale }));""")
        WebDriverWait(self.driver, 5).until(lambda d: self.plot_ranges() != [-4, 4, -2, 6])
        x0, x1, y0, y1 = self.plot_ranges()
        factor = 2.718281828459045 ** (-0.4)
        self.assertAlmostEqual(x1 - x0, 8 * factor, delta=8e-3)
        self.assertAlmostEqual(y1 - y0, 8 * factor, delta=8e-3)
        self.assertAlmostEqual((x0 + x1) / 2, 0, delta=1e-2)
        self.assertAlmostEqual((y0 + y1) / 2, 2, delta=1e-2)
        WebDriverWait(self.driver, 5).until(lambda d: f"x={x0}%2C{x1}" in d.execute_script("return location.hash"))
        self.assertIn(f'<text x="', self.plot_svg())
        # A drag to the right by a quarter of the plot's width moves the view left by a quarter of its range.
        svg = self.plot_svg()
        width_pt = float(re.search(r'<clipPath id="plot">\n<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"', svg).group(1))
        scale = self.driver.execute_script("const i = document.getElementById('plot'); return i.getBoundingClientRect().width / i.width")
        ActionChains(self.driver).move_to_element(plot).click_and_hold().move_by_offset(round(width_pt / 4 * scale), 0).release().perform()
        WebDriverWait(self.driver, 5).until(lambda d: self.plot_ranges()[0] != x0)
        moved = self.plot_ranges()
        self.assertAlmostEqual(moved[0], x0 - (x1 - x0) / 4, delta=(x1 - x0) / 100)
        self.assertAlmostEqual(moved[1] - moved[0], x1 - x0, delta=(x1 - x0) / 1000)
        self.assertAlmostEqual(moved[2], y0, delta=(y1 - y0) / 100)
        # Two touch pointers moving apart to twice their distance zoom in by half about their middle.
        self.driver.execute_script("""
            const image = document.getElementById('plot'), box = image.getBoundingClientRect();
            const cy = box.top + box.height / 2, cx = box.left + box.width / 2;
            const send = (type, id, x) => image.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1,
              clientX: x, clientY: cy, button: 0, bubbles: true, cancelable: true }));
            send('pointerdown', 1, cx - 40); send('pointerdown', 2, cx + 40);
            send('pointermove', 1, cx - 80); send('pointermove', 2, cx + 80);
            send('pointerup', 1, cx - 80); send('pointerup', 2, cx + 80);""")
        WebDriverWait(self.driver, 5).until(lambda d: abs((self.plot_ranges()[1] - self.plot_ranges()[0]) - (moved[1] - moved[0]) / 2) < (moved[1] - moved[0]) / 100)
        self.assertEqual(self.console_errors(), [])

    def test_an_automatic_y_range_is_read_from_the_plot_when_a_zoom_fixes_it(self):
        self.open("#e=sin(x)&x=-5,5&p=")
        self.assertEqual(self.find("#y-from").get_attribute("value"), "")
        # The automatic range ends on its outermost y ticks (labelled, anchored at their end).
        labels = [float(t.replace("\u2212", "-")) for t in re.findall(r'text-anchor="end"[^>]*>([^<]+)</text>', self.plot_svg())]
        low, high = labels[0], labels[-1]
        self.driver.execute_script("""
            const image = document.getElementById('plot'), box = image.getBoundingClientRect();
            image.dispatchEvent(new WheelEvent('wheel', { deltaY: 1, bubbles: true, cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));""")
        WebDriverWait(self.driver, 5).until(lambda d: self.find("#y-from").get_attribute("value") != "")
        _, _, y0, y1 = self.plot_ranges()
        # One wheel step out (a factor e^0.002 about the centre) from the range the ticks show.
        factor = 2.718281828459045 ** 0.002
        self.assertAlmostEqual(y0, (low + high) / 2 + (low - high) / 2 * factor, delta=(high - low) / 1000)
        self.assertAlmostEqual(y1, (low + high) / 2 + (high - low) / 2 * factor, delta=(high - low) / 1000)

    def test_log_axes_and_a_relation_with_progress_while_it_draws(self):
        self.open("#e=1%2Fsqrt(1%20%2B%20x%5E2)&x=0.01,100&xs=log&ys=log&p=")
        self.assertEqual(self.find("#x-scale").get_attribute("value"), "log")
        self.assertIn(">0.01</text>", self.plot_svg())
        self.assertEqual(self.find("#expression-error").get_attribute("hidden"), "true")
        self.replace_text("#x-from", "-1")
        WebDriverWait(self.driver, 5).until(lambda d: "reaches 0 or below" in self.find("#expression-error").text)
        # A heavy relation: the progress bar shows while the worker draws it, and the page answers meanwhile.
        self.open("#e=sin(x%5E2%20%2B%20y%5E2)%20%3D%20sin(x*y)%20%2B%20cos(13*x%20-%20y%5E3)&x=-12,12&p=")
        self.driver.set_window_size(1900, 1100)
        shown = WebDriverWait(self.driver, 10, poll_frequency=0.02).until(
            lambda d: d.execute_script("return !document.getElementById('plot-progress').hidden || null") or
            d.execute_script("return document.body.dataset.pending === '0' && 'done'"))
        self.settle()
        self.assertTrue(self.find("#plot-progress").get_attribute("hidden"))
        print(f"\nheavy relation: progress shown: {shown is True}", file=sys.stderr)

    def test_a_data_series_opened_from_a_file_draws_and_a_missing_one_says_so(self):
        self.open("#e=%40decay.csv&x=0,12&p=")
        self.assertIn("line 1: no data for @decay.csv; open a CSV file of that name below", self.find("#expression-error").text)
        self.find("#data-file").send_keys(str(ROOT / "Tests/Gallery/decay.csv"))
        WebDriverWait(self.driver, 5).until(lambda d: self.find("#expression-error").get_attribute("hidden") == "true")
        self.assertEqual(self.find("#expressions").get_attribute("value"), "@decay.csv")
        svg = self.plot_svg()
        self.assertIn(">@decay.csv</text>", svg)
        self.assertIn("1 gap row in @decay.csv</text>", svg)
        self.assertEqual(self.console_errors(), [])

    def test_a_model_fitted_to_an_opened_series_gives_its_values_in_the_legend(self):
        self.open("#e=%40decay.csv%0A%40decay.csv%20~%20a*exp(-x%2Fb)&x=0,12&p=a=1,0,10;b=1,0,10")
        self.assertIn("no data for @decay.csv; open a CSV file of that name below", self.find("#expression-error").text)
        self.find("#data-file").send_keys(str(ROOT / "Tests/Gallery/decay.csv"))
        WebDriverWait(self.driver, 5).until(lambda d: self.find("#expression-error").get_attribute("hidden") == "true")
        svg = self.plot_svg()
        legend = re.search(r">(a\*exp\(-x/b\) ~ @decay\.csv: a = ([\d.]+), b = ([\d.]+))</text>", svg)
        self.assertIsNotNone(legend, svg[:2000])
        # The values `curve fit` finds for the same rows and starts.
        self.assertEqual((legend.group(2), legend.group(3)), ("3.951", "2.918"))
        self.assertIn("y = a*exp(-x/b) fitted to @decay.csv by least squares", svg)
        self.assertEqual(self.console_errors(), [])

    def test_a_series_reduced_for_a_curve_layer_shows_its_deviation_and_copies_as_a_frame(self):
        self.open()
        origin = self.base.split("/playground/")[0]
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        # A random walk of 3,000 rows, opened in the reduce section.
        generator, y, rows = random.Random(11), 0.0, []
        for i in range(3000):
            y += generator.random() - 0.5
            rows.append(f"{i},{y!r}")
        csv = "t,level\n" + "\n".join(rows) + "\n"
        folder = tempfile.mkdtemp()
        path = pathlib.Path(folder) / "walk.csv"
        path.write_text(csv)
        self.find("#reduce-file").send_keys(str(path))
        WebDriverWait(self.driver, 20).until(lambda d: self.find("#reduce-count").text != "")
        module = ("const { load } = await import('../curvekit.mjs');"
                  "const ck = await load(new URL('../dist/curvekit.wasm', location.href));")
        # The fields start at the option table's defaults, on the medium widget's canvas.
        table = self.driver.execute_script(module + "return [ck.vocabulary.options.reduce, ck.vocabulary.families.medium];")
        defaults = {row["name"]: row.get("default") for row in table[0]}
        self.assertEqual(self.find("#reduce-interpolation").get_attribute("value"), defaults["interpolation"])
        self.assertEqual(float(self.find("#reduce-tolerance").get_attribute("value")), float(defaults["tolerance"]))
        self.assertEqual(self.find("#reduce-most").get_attribute("value"), defaults["maximumPoints"].replace(",", ""))
        self.assertEqual([float(self.find(f"#reduce-{side}").get_attribute("value")) for side in ("width", "height")], table[1])
        # A plot area of 320×160 pt, joined linearly, within half a pt.
        self.replace_text("#reduce-width", "320")
        self.replace_text("#reduce-height", "160")
        self.driver.execute_script("const s = document.getElementById('reduce-interpolation'); s.value = 'linear'; s.dispatchEvent(new Event('input'));")
        self.replace_text("#reduce-tolerance", "0.5")
        self.settle()
        expected = self.driver.execute_script(module + "return ck.reduce(arguments[0], { size: [320, 160], interpolation: 'linear', tolerance: 0.5 });", csv)
        count = len(expected["points"])
        self.assertLess(count, 3000)
        self.assertTrue(expected["withinTolerance"])
        self.assertEqual(self.find("#reduce-count").text, f"{count:,} of 3,000 rows")
        deviation = self.driver.execute_script("return arguments[0].toPrecision(3)", expected["maximumDeviation"])
        self.assertEqual(self.find("#reduce-deviation").text, f"{deviation} pt")
        self.assertEqual(self.find("#reduce-verdict").text, "within the tolerance of 0.5 pt")
        self.assertEqual(self.find("#reduce-verdict").get_attribute("class"), "within")
        # The picture: the whole series (the math plot's data series) and the curve through the
        # points kept, a dot at each.
        svg = self.driver.execute_script("return document.getElementById('reduce-plot').svgText")
        self.assertIn("<title>Plot of @walk.csv</title>", svg)
        self.assertRegex(svg, r'<g clip-path="url\(#plot\)">\s*<path d="M')
        self.assertEqual(self.find("#reduce-legend-reduced").text, f"the {count} points kept, joined linear as the layer draws them")
        kept = re.search(r'<g id="reduced">(.*?)</g></g>', svg, re.S)
        self.assertIsNotNone(kept, svg[-2000:])
        self.assertEqual(kept.group(1).count("<circle"), count)
        self.assertRegex(kept.group(1), r'<path d="M[\d.]+ [\d.]+L')
        self.screenshot("reduce")
        # Copy as frame: the clipboard holds a frame whose one curve layer has the points, the
        # domains and the interpolation, which the module accepts and draws on a 320×160 canvas.
        self.find("#reduce-copy").click()
        WebDriverWait(self.driver, 5).until(lambda d: self.find("#reduce-copied").text.startswith("Copied"))
        copied = self.driver.execute_script("return await navigator.clipboard.readText();")
        frame = json.loads(copied)
        layer = frame["layers"][0]
        self.assertEqual((layer["type"], layer["id"]), ("curve", "remote:series"))
        target = frame
        for key in layer["dataPath"].split("."):
            target = target[key]
        self.assertEqual(target["content"], {"mode": "samples", "points": expected["points"], "domain": expected["domain"],
                                             "yDomain": expected["yDomain"], "interpolation": "linear"})
        checked = self.driver.execute_script(module + "return [ck.validate(arguments[0], { size: [320, 160] }), ck.geometry(arguments[0], { size: [320, 160] })];", copied)
        self.assertEqual(checked[0]["verdict"], "accepted")
        self.assertEqual([(l["drawn"], l["problems"]) for l in checked[0]["layers"]], [(True, [])])
        self.assertEqual(checked[1]["layers"][0]["plot"], {"x": 0, "y": 0, "width": 320, "height": 160})
        # Too few points for the tolerance: the best found, said to be over it.
        self.replace_text("#reduce-most", "8")
        self.replace_text("#reduce-tolerance", "0.01")
        self.settle()
        WebDriverWait(self.driver, 5).until(lambda d: self.find("#reduce-verdict").get_attribute("class") == "over")
        self.assertTrue(self.find("#reduce-verdict").text.startswith("over the tolerance of 0.01 pt"))
        # A refused option shows the module's message; a series whose x goes back names its line.
        self.replace_text("#reduce-most", "1")
        self.settle()
        WebDriverWait(self.driver, 5).until(lambda d: not self.find("#reduce-error").get_attribute("hidden"))
        self.assertEqual(self.find("#reduce-error").text, "error: maximumPoints expects a whole number from 2 to 1024, got 1")
        self.assertEqual(self.find("#reduce-copy").get_attribute("disabled"), "true")
        self.replace_text("#reduce-most", "1024")
        back = pathlib.Path(folder) / "back.csv"
        back.write_text("x,y\n0,1\n1,2\n0.5,3\n")
        self.find("#reduce-file").send_keys(str(back))
        WebDriverWait(self.driver, 5).until(lambda d: "line 4" in self.find("#reduce-error").text)
        self.assertEqual(self.find("#reduce-error").text, "data: line 4: x is not above the previous row's x: a series' x must increase")
        self.assertEqual(self.console_errors(), [])
        path.unlink()
        back.unlink()

    def test_a_keystroke_redraws_within_a_frame(self):
        """Reports (does not judge) the time from a keystroke to the redrawn plot."""
        self.open()
        self.replace_text("#expressions", "a*sin(b*x) + x^2/8")
        times = []
        for key in "+x" * 10:
            self.find("#expressions").send_keys(key)
            times.append(float(re.search(r"plot drawn in ([\d.]+) ms", self.find("#status").text).group(1)))
        times.sort()
        print(f"\nkeystroke to redrawn plot, 20 keys: median {times[len(times) // 2]:.1f} ms, max {times[-1]:.1f} ms",
              file=sys.stderr)
        self.assertIn("<path", self.plot_svg())

    def test_a_zoom_step_redraws_within_a_frame(self):
        """Reports (does not judge) the time from a wheel step to the redrawn plot of functions."""
        self.open()
        times = []
        for step in range(20):
            self.driver.execute_script("""
                const image = document.getElementById('plot'), box = image.getBoundingClientRect();
                image.dispatchEvent(new WheelEvent('wheel', { deltaY: arguments[0], bubbles: true, cancelable: true,
                  clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));""", -30 if step % 2 else 30)
            self.settle()
            WebDriverWait(self.driver, 5).until(lambda d: "plot drawn in" in self.find("#status").text)
            times.append(float(re.search(r"plot drawn in ([\d.]+) ms", self.find("#status").text).group(1)))
        times.sort()
        print(f"\nwheel step to redrawn plot, 20 steps: median {times[len(times) // 2]:.1f} ms, max {times[-1]:.1f} ms", file=sys.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
