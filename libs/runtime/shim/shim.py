# fnhost runtime shim for Python: runs inside every Python function container, as shim.js does for
# Node.js. Loads the handler named by /app/function.json, serves invocations on a Unix socket that
# only the worker can reach, requires the worker's per-container secret on every call, and
# captures print() and the logging module per invocation, with levels, within the limits. The
# calls come as frames on one connection, each run on a thread of its own (see shim.js). A handler
# that returns a generator (or an async generator) streams its reply: an optional first item
# {"statusCode", "headers", "cookies"}, then str or bytes items, sent as stream frames under the
# worker's window (a write waits for credit; see shim.js).
import contextvars
import hmac
import importlib
import inspect
import io
import json
import logging
import os
import re
import signal
import socketserver
import struct
import sys
import threading
import time
import traceback
from datetime import datetime, timezone

APP_DIR = os.environ.get("FNHOST_APP_DIR", "/app")
SOCKET = os.environ.get("FNHOST_SOCKET", "/run/fnhost/shim.sock")
SECRET = os.environ.get("FNHOST_SECRET", "").encode()
LIMITS = json.loads(os.environ.get("FNHOST_LIMITS", "{}"))
FUNCTION_ID = os.environ.get("FNHOST_FUNCTION_ID")
# The handler has no business with the platform's variables.
for name in ("FNHOST_SECRET", "FNHOST_LIMITS", "FNHOST_SOCKET"):
    os.environ.pop(name, None)
if len(SECRET) < 16 or not LIMITS.get("resultBytes"):
    print("fnhost: FNHOST_SECRET and FNHOST_LIMITS must be set by the worker", file=sys.stderr)
    sys.exit(2)

TRUNCATED = " …[truncated]"
UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
invocation = contextvars.ContextVar("invocation", default=None)


def now_iso():
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def cut_utf8(text, max_bytes):
    return text.encode("utf-8", "replace")[:max_bytes].decode("utf-8", "ignore")


class LogBuffer:
    """One invocation's log entries; past the limits it only counts. Each kept entry is also
    appended to a journal file beside the socket, which the worker reads when the invocation
    times out or the process dies: those logs are kept too."""

    def __init__(self, journal_path):
        self.entries = []
        self.bytes = 0
        self.dropped = 0
        self.journal_path = journal_path
        self.journal = None  # opened with the first kept entry
        self.partial = {}  # stream level -> text written without its newline yet
        self.lock = threading.Lock()

    # Room is left for the marker, so the worker, which enforces the limits again, takes all of it.
    def push(self, level, message):
        with self.lock:
            if self.dropped or len(self.entries) >= LIMITS["logEntries"] - 1:
                self.dropped += 1
                return
            if len(message.encode("utf-8", "replace")) > LIMITS["logEntryBytes"]:
                message = cut_utf8(message, LIMITS["logEntryBytes"] - 32) + TRUNCATED
            size = len(message.encode("utf-8", "replace"))
            if self.bytes + size > LIMITS["logBytes"] - LIMITS["logMarkerBytes"]:
                self.dropped += 1
                return
            self.bytes += size
            entry = {"timestamp": now_iso(), "level": level, "message": message}
            self.entries.append(entry)
            if self.journal_path is None:
                return
            if self.journal is None:
                fd = os.open(self.journal_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                self.journal = os.fdopen(fd, "w", encoding="utf-8")
            self.journal.write(json.dumps(entry, ensure_ascii=False) + "\n")
            self.journal.flush()

    def write(self, level, text):
        """Stream output (print, sys.stderr): one entry per line."""
        lines = (self.partial.pop(level, "") + text).split("\n")
        if lines[-1]:
            self.partial[level] = lines[-1]
        for line in lines[:-1]:
            self.push(level, line)

    def finish(self):
        for level, rest in list(self.partial.items()):
            self.push(level, rest)
        self.partial.clear()
        if self.journal is not None:
            self.journal.close()
            try:
                os.remove(self.journal_path)
            except OSError:
                pass

    def to_list(self):
        if not self.dropped:
            return self.entries
        n = self.dropped
        # Worded as the worker's own marker (droppedMarker in libs/runtime/src/limits.ts).
        message = (
            f"[fnhost] log truncated: {n} more entr{'y was' if n == 1 else 'ies were'} dropped "
            f"(an invocation keeps at most {LIMITS['logEntries']} entries and {LIMITS['logBytes'] // 1024} KB)"
        )
        return self.entries + [{"timestamp": now_iso(), "level": "warn", "message": message}]


class CapturedStream(io.TextIOBase):
    """sys.stdout / sys.stderr: inside an invocation, lines become its log entries at `level`."""

    def __init__(self, raw, level):
        self.raw = raw
        self.level = level

    def write(self, text):
        logs = invocation.get()
        if logs is None:
            return self.raw.write(text)
        logs.write(self.level, str(text))
        return len(text)

    def flush(self):
        self.raw.flush()

    def writable(self):
        return True


LEVELS = {logging.DEBUG: "debug", logging.INFO: "info", logging.WARNING: "warn"}


class CapturingHandler(logging.Handler):
    """The logging module: records inside an invocation become its entries, with their level."""

    def emit(self, record):
        logs = invocation.get()
        if logs is None:
            return
        try:
            level = LEVELS.get(record.levelno, "error" if record.levelno > logging.WARNING else "debug")
            logs.push(level, self.format(record))
        except Exception:  # noqa: BLE001 - a log record must never fail the invocation
            self.handleError(record)


raw_stderr = sys.stderr
sys.stdout = CapturedStream(sys.stdout, "info")
sys.stderr = CapturedStream(sys.stderr, "error")
root = logging.getLogger()
root.handlers = [CapturingHandler()]
root.handlers[0].setFormatter(logging.Formatter("%(message)s"))
root.setLevel(logging.DEBUG)  # as console.debug is kept in Node.js; the handler may raise it


def describe_load_error(err):
    """What the function's author needs to fix a load failure: no shim frames, no host paths."""
    local = lambda text: text.replace(APP_DIR + "/", "")  # noqa: E731
    if isinstance(err, SyntaxError):
        where = f" ({local(err.filename or '?')}:{err.lineno})" if err.lineno else ""
        return local(f"SyntaxError: {err.msg}{where}")
    if isinstance(err, ModuleNotFoundError):
        return f"ModuleNotFoundError: {err}"
    frames = [f for f in traceback.extract_tb(err.__traceback__) if f.filename.startswith(APP_DIR + "/")]
    where = f" ({local(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
    return local(f"{type(err).__name__}: {err}{where}")


handler = None
load_error = None
module_name = ""
sys.path = [APP_DIR] + [p for p in sys.path if p != os.path.dirname(os.path.abspath(__file__))]
try:
    manifest_path = os.path.join(APP_DIR, "function.json")
    manifest = {}
    if os.path.exists(manifest_path):
        with open(manifest_path, encoding="utf-8") as f:
            manifest = json.load(f)
    spec = manifest.get("handler") or "main.handler"
    module_name, _, function_name = spec.rpartition(".")
    module = importlib.import_module(module_name.replace("/", "."))
    handler = getattr(module, function_name, None)
    if not callable(handler):
        load_error = f'handler "{spec}": {module_name} does not define a function named "{function_name}"'
except BaseException as err:  # noqa: BLE001 - SystemExit at import is the author's too
    load_error = describe_load_error(err)
    if isinstance(err, ModuleNotFoundError) and err.name == module_name.replace("/", "."):
        # Which files the handler's module was looked for among: a misspelt handler shows at once.
        try:
            held = sorted(os.listdir(APP_DIR))
            load_error += f" (the code holds: {', '.join(held[:20]) or 'nothing'}{', ...' if len(held) > 20 else ''})"
        except OSError as listing:
            load_error += f" (the code cannot be read: {listing.strerror})"
if load_error:
    print(f"fnhost: cannot load the handler: {load_error}", file=raw_stderr)


STREAM_BIT = 0x80000000


class StreamAborted(Exception):
    """The worker asked the handler to stop: its caller went away or a limit was passed."""


class Call:
    """A call in flight: its stream frames, its window of unacknowledged bytes, its abort."""

    def __init__(self, call_id, send):
        self.id = call_id
        self.send = send
        self.unacked = 0
        self.aborted = False
        self.cond = threading.Condition()

    def frame(self, kind, data):
        self.send(HEADER.pack(self.id | STREAM_BIT, 1 + len(data)) + kind + data)

    def write(self, data):
        """Sends body bytes, waiting while the window is full; raises StreamAborted once aborted."""
        step = LIMITS["streamFrameBytes"]
        for at in range(0, len(data), step):
            part = data[at : at + step]
            with self.cond:
                while self.unacked >= LIMITS["streamWindowBytes"] and not self.aborted:
                    self.cond.wait()
                if self.aborted:
                    raise StreamAborted()
                self.unacked += len(part)
            self.frame(b"d", part)

    def credit(self, n):
        with self.cond:
            self.unacked = max(0, self.unacked - n)
            self.cond.notify_all()

    def abort(self):
        with self.cond:
            self.aborted = True
            self.cond.notify_all()


def async_items(agen):
    """An async generator's items, on a loop of its own (the call's thread waits on each)."""
    import asyncio

    loop = asyncio.new_event_loop()
    try:
        while True:
            try:
                yield loop.run_until_complete(agen.__anext__())
            except StopAsyncIteration:
                return
    finally:
        loop.run_until_complete(agen.aclose())
        loop.close()


def stream(call, value):
    """Sends a generator's items as the reply's head (an optional first dict) and body."""
    items = async_items(value) if inspect.isasyncgen(value) else value
    head_sent = False
    try:
        for item in items:
            if call.aborted:
                break
            if not head_sent:
                head_sent = True
                if isinstance(item, dict):
                    call.frame(b"h", json.dumps(item).encode())
                    continue
                call.frame(b"h", b"{}")
            if isinstance(item, str):
                item = item.encode("utf-8")
            elif not isinstance(item, (bytes, bytearray)):
                raise TypeError(f"a streamed item must be str or bytes, got {type(item).__name__}")
            call.write(bytes(item))
        if not head_sent:
            call.frame(b"h", b"{}")
    except StreamAborted:
        pass
    finally:
        items.close()


class Context:
    """What Lambda's Python context offers that applies here."""

    def __init__(self, execution_id, deadline_ms, traceparent, call):
        self._call = call
        self.execution_id = execution_id
        self.function_id = FUNCTION_ID
        self.deadline_ms = deadline_ms
        # W3C trace context of this call, when the platform traces: a function's own spans join it.
        self.traceparent = traceparent

    def get_remaining_time_in_millis(self):
        return max(0, self.deadline_ms - int(time.time() * 1000)) if self.deadline_ms else None

    @property
    def aborted(self):
        """True once the caller of a streamed reply went away or a limit was passed: stop writing."""
        return self._call.aborted


def outcome(status, result_text, error, logs):
    # cpu_us: the process's CPU time so far (every thread), the worker's scaling signal.
    return (
        f'{{"status":{json.dumps(status)},"result":{result_text},'
        f'"error":{json.dumps(error)},"logs":{json.dumps(logs, ensure_ascii=False)},'
        f'"cpu_us":{int(time.process_time() * 1e6)}}}'
    )


def describe_error(err):
    return f"{type(err).__name__}: {err}" if str(err) else type(err).__name__


def invoke(event_text, context):
    journal = (
        os.path.join(os.path.dirname(SOCKET), f"{context.execution_id}.log")
        if UUID.match(context.execution_id or "")
        else None
    )
    logs = LogBuffer(journal)
    token = invocation.set(logs)
    try:
        try:
            event = json.loads(event_text) if event_text else None
            value = handler(event, context)
            if inspect.iscoroutine(value):  # an `async def` handler runs on a loop of its own
                import asyncio

                value = asyncio.run(value)
            if inspect.isgenerator(value) or inspect.isasyncgen(value):
                stream(context._call, value)
                value = None
            result_text = json.dumps(value, ensure_ascii=False, allow_nan=False)
        except BaseException as err:  # noqa: BLE001 - SystemExit in a handler is its error too
            logs.finish()
            return outcome("error", "null", describe_error(err), logs.to_list())
        logs.finish()
        size = len(result_text.encode("utf-8"))
        if size > LIMITS["resultBytes"]:
            mb = lambda n: f"{n / 1024 / 1024:.1f}"  # noqa: E731
            return outcome(
                "error",
                "null",
                f"result too large: {mb(size)} MB (the limit is {mb(LIMITS['resultBytes'])} MB)",
                logs.to_list(),
            )
        return outcome("success", result_text, None, logs.to_list())
    finally:
        invocation.reset(token)


HEADER = struct.Struct(">II")  # the call's id, the payload's length
MAX_FRAME = LIMITS.get("eventBytes", LIMITS["bodyBytes"]) + 64 * 1024


def answer(payload, call):
    """The reply to one frame's payload; `call` streams its body and hears the worker's credits."""
    line, _, event = payload.partition(b"\n")
    try:
        request = json.loads(line)
        given = request.get("secret")
    except (ValueError, AttributeError):
        return '{"error":"malformed request"}'
    if not isinstance(given, str) or not hmac.compare_digest(given.encode(), SECRET):
        return '{"error":"forbidden"}'
    if request.get("op") == "health":
        return json.dumps({"ok": False, "error": load_error}) if load_error else '{"ok":true}'
    if request.get("op") != "invoke":
        return '{"error":"unknown operation"}'
    if load_error:
        return outcome("error", "null", load_error, [])
    context = Context(
        request.get("execution_id"),
        int(request.get("deadline_ms") or 0),
        request.get("traceparent"),
        call,
    )
    return invoke(event.decode("utf-8"), context)


class Connection(socketserver.StreamRequestHandler):
    """The worker's connection: frames read in turn, each call answered from a thread of its own."""

    def handle(self):
        lock = threading.Lock()
        calls = {}

        def send(frame):
            with lock:
                try:
                    self.wfile.write(frame)
                except OSError:
                    pass  # the worker went away: nothing to answer

        def run(call_id, payload):
            call = Call(call_id, send)
            calls[call_id] = call
            try:
                text = answer(payload, call)
            except BaseException as err:  # noqa: BLE001 - the call is answered whatever happened
                text = outcome("error", "null", f"fnhost: {describe_error(err)}", [])
            finally:
                calls.pop(call_id, None)
            body = text.encode("utf-8")
            send(HEADER.pack(call_id, len(body)) + body)

        def control(call_id, payload):
            """The worker's word on a streaming call: more credit, or stop."""
            call = calls.get(call_id)
            try:
                message = json.loads(payload)
            except ValueError:
                return
            if call is None or not isinstance(message, dict):
                return
            if message.get("op") == "credit":
                call.credit(int(message.get("bytes") or 0))
            elif message.get("op") == "abort":
                call.abort()

        while True:
            header = self.rfile.read(HEADER.size)
            if len(header) < HEADER.size:
                for call in list(calls.values()):
                    call.abort()  # the worker went away: no streaming handler waits for credit forever
                return
            call_id, length = HEADER.unpack(header)
            if length > MAX_FRAME:
                return  # not the worker's: it keeps to the limits
            payload = self.rfile.read(length)
            if len(payload) < length:
                for call in list(calls.values()):
                    call.abort()  # no streaming handler waits for credit forever
                return
            if call_id & STREAM_BIT:
                control(call_id & ~STREAM_BIT, payload)
                continue
            threading.Thread(target=run, args=(call_id, payload), daemon=True).start()


class Server(socketserver.ThreadingMixIn, socketserver.UnixStreamServer):
    daemon_threads = True


if __name__ == "__main__":
    # PID 1 ignores SIGTERM unless it says otherwise: stop when the engine asks.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    if os.path.exists(SOCKET):
        os.remove(SOCKET)
    server = Server(SOCKET, Connection)
    os.chmod(SOCKET, 0o600)
    server.serve_forever()
