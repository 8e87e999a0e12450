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
        # A WASI reactor: its initializer runs once, before any other call.
        initialize = exports["_initialize"]
        assert isinstance(initialize, wasmtime.Func)
        initialize(self._store)
        memory = exports["memory"]
        assert isinstance(memory, wasmtime.Memory)
        self._memory = memory
        self._lock = threading.Lock()
        self._functions: dict[str, wasmtime.Func] = {}
        # A block the inputs of small calls are copied into, kept between calls (a wasmtime call
        # costs more than an evaluation's copying): its address and size, 0 until first used.
        self._scratch = 0
        self._scratch_size = 0
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
        # Looked up once: reading the instance's exports costs more than a small call.
        function = self._functions.get(name)
        if function is None:
            found = self._instance.exports(self._store)[name]
            assert isinstance(found, wasmtime.Func)
            function = self._functions[name] = found
        return function

    @property
    def memory_bytes(self) -> int:
        """The module's memory in bytes (it only grows)."""
        return self._memory.data_len(self._store)

    def call(self, name: str, inputs: list[object]) -> tuple[int, str]:
        """Calls export `name`: each input that is ``bytes`` is copied in and passed as its
        pointer and length (a ``Pointer`` as its pointer alone, an ``Output`` as the pointer of
        room it reads back after the call); numbers are passed as they are. Returns the result
        block's status and text."""
        status, data = self.call_bytes(name, inputs)
        return status, data.decode("utf-8")

    def call_bytes(self, name: str, inputs: list[object]) -> tuple[int, bytes]:
        """``call``, with the result block's bytes as they are (a relation's pixels are not text)."""
        with self._lock:
            blocks: list[int] = []
            try:
                # The inputs in one block, each at a multiple of 8 bytes (doubles are read in
                # place), copied in with one write: a wasmtime call costs more than the copying.
                offsets: list[int] = []
                size = 0
                for value in inputs:
                    size = (size + 7) & ~7
                    offsets.append(size)
                    if isinstance(value, Output):
                        size += value.size
                    elif isinstance(value, (Pointer, bytes)):
                        data = value.data if isinstance(value, Pointer) else value
                        size += len(data) if data is not None else 0
                base = self._inputs(size, blocks) if size else 0
                image = bytearray(size)
                arguments: list[object] = []
                for value, offset in zip(inputs, offsets):
                    if isinstance(value, Pointer):
                        if value.data is not None:
                            image[offset:offset + len(value.data)] = value.data
                        arguments.append(base + offset if value.data is not None else 0)
                    elif isinstance(value, Output):
                        value.pointer = base + offset
                        arguments.append(value.pointer)
                    elif isinstance(value, bytes):
                        image[offset:offset + len(value)] = value
                        arguments += [base + offset, len(value)]
                    else:
                        arguments.append(value)
                if size:
                    self._memory.write(self._store, image, base)
                block = self._function(name)(self._store, *arguments)
                if not isinstance(block, int) or block == 0:
                    raise MemoryError("curvekit: the module is out of memory")
                blocks.append(block)
                for value in inputs:
                    if isinstance(value, Output):
                        value.data = bytes(self._memory.read(self._store, value.pointer, value.pointer + value.size))
                status, length = struct.unpack("<iI", self._memory.read(self._store, block, block + 8))
                return status, bytes(self._memory.read(self._store, block + 8, block + 8 + length))
            finally:
                free = self._function("ck_free")
                for pointer in blocks:
                    free(self._store, pointer)

    #: The largest scratch block kept between calls; larger inputs get a block of their own.
    SCRATCH_BYTES = 1 << 20

    def _inputs(self, size: int, blocks: list[int]) -> int:
        """Room for `size` bytes of inputs: the scratch block, grown as needed up to
        ``SCRATCH_BYTES``, or past that a block freed after the call."""
        if size > self.SCRATCH_BYTES:
            return self._allocate(size, blocks)
        if size > self._scratch_size:
            grown = min(max(size, 2 * self._scratch_size, 4096), self.SCRATCH_BYTES)
            if self._scratch:
                self._function("ck_free")(self._store, self._scratch)
                self._scratch, self._scratch_size = 0, 0
            self._scratch = self._allocate(grown, [])
            self._scratch_size = grown
        return self._scratch

    def _allocate(self, size: int, blocks: list[int]) -> int:
        pointer = self._function("ck_alloc")(self._store, size)
        if not isinstance(pointer, int) or pointer == 0:
            raise MemoryError("curvekit: the module is out of memory")
        blocks.append(pointer)
        return pointer


class Pointer:
    """Bytes passed by pointer alone (their count is another argument); ``None`` passes 0."""

    def __init__(self, data: Optional[bytes]) -> None:
        self.data = data


class Output:
    """Room for `size` bytes the export writes (passed by pointer alone), read back into
    ``data`` after the call."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.pointer = 0
        self.data = b""


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
