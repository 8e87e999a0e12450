"""The WebAssembly module (curvekit.wasm, the one the JavaScript package runs), run by wasmtime.

Each export takes its inputs in the module's memory and returns a result block: a 32-bit
status (0 done, 1 an invalid expression, parameter or frame, 2 an invalid option), a 32-bit
byte count, then that many bytes of UTF-8: the command's output, or for status 1
``kind\\toffset\\tcolumn\\tpath\\tmessage``.
"""

from __future__ import annotations

import json
import os
import struct
import threading
from importlib import resources
from typing import Any, Optional

import wasmtime

from ._errors import CurveError


class Engine:
    """One instance of the module. Calls are serialised: a wasmtime store is not thread-safe,
    and the module runs one call at a time."""

    def __init__(self, wasm: Optional[bytes] = None) -> None:
        if wasm is None:
            wasm = resources.files("curvekit").joinpath("curvekit.wasm").read_bytes()
        self._engine = wasmtime.Engine()
        self._store = wasmtime.Store(self._engine)
        module = wasmtime.Module(self._engine, wasm)
        linker = wasmtime.Linker(self._engine)
        i32, i64 = wasmtime.ValType.i32(), wasmtime.ValType.i64()
        # The C library links three stdio calls it never makes here, and random_get for
        # hashing seeds: the module needs no WASI runtime beyond these.
        for name, parameters in (("fd_close", [i32]), ("fd_seek", [i32, i64, i32, i32]), ("fd_write", [i32] * 4)):
            linker.define_func("wasi_snapshot_preview1", name, wasmtime.FuncType(parameters, [i32]), lambda *_: 52)
        linker.define_func(
            "wasi_snapshot_preview1", "random_get", wasmtime.FuncType([i32, i32], [i32]), self._random, access_caller=True)
        self._instance = linker.instantiate(self._store, module)
        exports = self._instance.exports(self._store)
        memory = exports["memory"]
        assert isinstance(memory, wasmtime.Memory)
        self._memory = memory
        self._lock = threading.Lock()
        limit = self._function("ck_name_bytes")(self._store)
        assert isinstance(limit, int)
        #: The longest name (a parameter's, a data series', a column's) in bytes, as the module
        #: takes it: the ``curve`` command's longest argument.
        self.name_bytes: int = limit
        request = self._function("ck_request_bytes")(self._store)
        assert isinstance(request, int)
        #: The longest options document (JSON) the module reads for one call, in bytes.
        self.request_bytes: int = request

    def vocabulary(self) -> dict[str, Any]:
        """The module's code and choice lists, read from the Swift types that define them
        (``ck_vocabulary``): ``{"version", "lists": {NAME: {"about", "values"}}, "families"}``.
        ``curvekit._types`` is generated from it."""
        status, text = self.call("ck_vocabulary", [])
        vocabulary: dict[str, Any] = json.loads(answer(status, text))
        return vocabulary

    def _random(self, caller: wasmtime.Caller, pointer: int, length: int) -> int:
        memory = caller["memory"]
        assert isinstance(memory, wasmtime.Memory)
        memory.write(caller, os.urandom(length), pointer)
        return 0

    def _function(self, name: str) -> wasmtime.Func:
        function = self._instance.exports(self._store)[name]
        assert isinstance(function, wasmtime.Func)
        return function

    @property
    def memory_bytes(self) -> int:
        """The module's memory in bytes (it only grows)."""
        return self._memory.data_len(self._store)

    def call(self, name: str, inputs: list[object]) -> tuple[int, str]:
        """Calls export `name`: each input that is ``bytes`` is copied in and passed as its
        pointer and length (a ``Pointer`` as its pointer alone); numbers are passed as they are.
        Returns the result block's status and text."""
        status, data = self.call_bytes(name, inputs)
        return status, data.decode("utf-8")

    def call_bytes(self, name: str, inputs: list[object]) -> tuple[int, bytes]:
        """``call``, with the result block's bytes as they are (a relation's pixels are not text)."""
        with self._lock:
            blocks: list[int] = []
            try:
                arguments: list[object] = []
                for value in inputs:
                    if isinstance(value, Pointer):
                        arguments.append(self._copy(value.data, blocks) if value.data is not None else 0)
                    elif isinstance(value, bytes):
                        arguments += [self._copy(value, blocks), len(value)]
                    else:
                        arguments.append(value)
                block = self._function(name)(self._store, *arguments)
                if not isinstance(block, int) or block == 0:
                    raise MemoryError("curvekit: the module is out of memory")
                blocks.append(block)
                status, length = struct.unpack("<iI", self._memory.read(self._store, block, block + 8))
                return status, bytes(self._memory.read(self._store, block + 8, block + 8 + length))
            finally:
                free = self._function("ck_free")
                for pointer in blocks:
                    free(self._store, pointer)

    def _copy(self, data: bytes, blocks: list[int]) -> int:
        pointer = self._function("ck_alloc")(self._store, len(data))
        if not isinstance(pointer, int) or pointer == 0:
            raise MemoryError("curvekit: the module is out of memory")
        blocks.append(pointer)
        if data:
            self._memory.write(self._store, data, pointer)
        return pointer


class Pointer:
    """Bytes passed by pointer alone (their count is another argument); ``None`` passes 0."""

    def __init__(self, data: Optional[bytes]) -> None:
        self.data = data


def answer(status: int, text: str) -> str:
    """The text of a call that succeeded; raises what its status says otherwise."""
    if status == 0:
        return text
    if status == 2:
        raise ValueError(f"curvekit: {text}")
    if status == 3:
        raise TypeError(f"curvekit: {text}")
    kind, offset, column, path, message = text.split("\t", 4)
    raise CurveError(kind, int(offset) if offset else None, int(column) if column else None, message, path or None)


_shared: Optional[Engine] = None
_shared_lock = threading.Lock()


def shared() -> Engine:
    """The module, instantiated on first use."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = Engine()
        return _shared
