"""A PEP 517 build backend for curvekit with nothing to fetch: the wheel is the package's
Python files, its `py.typed` and `curvekit.wasm` (taken from the package folder, or else from
Web/dist beside this repository's Python folder), with the metadata pip needs."""
import base64
import hashlib
import os
import re
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(HERE, "curvekit")
WASM_BUILT = os.path.join(HERE, "..", "Web", "dist", "curvekit.wasm")


def _project():
    """The [project] table's fields this backend uses (Python 3.10 has no tomllib)."""
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as file:
        text = file.read().split("[project]", 1)[1]
    fields = dict(re.findall(r'^([\w-]+) = "([^"]*)"$', text, re.M))
    fields["license"] = {"text": re.search(r'^license = \{ text = "([^"]*)" \}$', text, re.M).group(1)}
    fields["dependencies"] = re.findall(r'"([^"]+)"', re.search(r"^dependencies = \[(.*)\]$", text, re.M).group(1))
    return fields


def _files():
    """(path in the wheel, bytes) for every file the package ships."""
    for name in sorted(os.listdir(PACKAGE)):
        if name.endswith(".py") or name == "py.typed":
            with open(os.path.join(PACKAGE, name), "rb") as file:
                yield f"curvekit/{name}", file.read()
    wasm = os.path.join(PACKAGE, "curvekit.wasm")
    source = wasm if os.path.exists(wasm) else WASM_BUILT
    if not os.path.exists(source):
        raise RuntimeError("curvekit.wasm is not built: run bash Web/build.sh first")
    with open(source, "rb") as file:
        yield "curvekit/curvekit.wasm", file.read()


def _metadata():
    project = _project()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {project['version']}",
        f"Summary: {project['description']}",
        f"Requires-Python: {project['requires-python']}",
        f"License: {project['license']['text']}",
    ]
    lines += [f"Requires-Dist: {requirement}" for requirement in project["dependencies"]]
    lines.append("Description-Content-Type: text/markdown")
    with open(os.path.join(HERE, project["readme"]), encoding="utf-8") as file:
        return "\n".join(lines) + "\n\n" + file.read()


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    project = _project()
    name = f"{project['name']}-{project['version']}-py3-none-any.whl"
    info = f"{project['name']}-{project['version']}.dist-info"
    entries = list(_files())
    entries.append((f"{info}/METADATA", _metadata().encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: curvekit-backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"))
    record = [_record_line(path, data) for path, data in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in entries:
            wheel.writestr(zipfile.ZipInfo(path, date_time=(2026, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError("curvekit is installed from its folder or its wheel")
