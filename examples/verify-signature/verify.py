"""Verifies the Svc-Signature header of a webhook from the payment service (Python 3.8 or later,
standard library only). Copy verify_signature() into your receiver:

    raw = request.get_data()              # the raw body (bytes), before any JSON decoding
    t = verify_signature(raw, request.headers.get("Svc-Signature"), os.environ["WEBHOOK_SECRET"])
    event = json.loads(raw)               # only once verified

The header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`; v1 is HMAC-SHA256 of "<t>.<raw body>"
keyed with the endpoint secret (`whsec_...`, as shown once at registration). A `t` more than
5 minutes away from this server's clock is refused (replays); any matching v1 is accepted
(secret rotation). Refusals raise WebhookSignatureError with a reason.

From a shell: python3 verify.py <raw-body-file> <Svc-Signature header> <secret>
prints `valid <t>` (exit 0) or `refused: <reason>` (exit 1).
"""
import hashlib
import hmac
import re
import sys
import time

DEFAULT_TOLERANCE_SECONDS = 300


class WebhookSignatureError(Exception):
    def __init__(self, reason, message):
        super().__init__(message)
        self.reason = reason


def verify_signature(raw_body, header, secrets, tolerance_seconds=DEFAULT_TOLERANCE_SECONDS, now=None):
    """Returns the signed timestamp (unix seconds); raises WebhookSignatureError otherwise."""
    if not header:
        raise WebhookSignatureError("missing_header", "No Svc-Signature header.")
    if isinstance(raw_body, str):
        raw_body = raw_body.encode("utf-8")
    timestamp = None
    candidates = []
    for part in header.split(","):
        key, eq, value = part.partition("=")
        if not eq:
            continue
        key, value = key.strip(), value.strip()
        if key == "t" and re.fullmatch(r"[0-9]{1,12}", value):
            timestamp = int(value)
        elif key == "v1" and re.fullmatch(r"[0-9a-fA-F]{64}", value):
            candidates.append(value.lower())
    if timestamp is None or not candidates:
        raise WebhookSignatureError("malformed_header", "The Svc-Signature header has no t or no v1 value.")
    current = int(time.time()) if now is None else now
    if abs(current - timestamp) > tolerance_seconds:
        raise WebhookSignatureError(
            "timestamp_out_of_tolerance", "The signature timestamp is more than %d s away." % tolerance_seconds
        )
    matched = False
    for secret in [secrets] if isinstance(secrets, str) else secrets:
        expected = hmac.new(secret.encode("utf-8"), b"%d." % timestamp + raw_body, hashlib.sha256).hexdigest()
        # Every candidate is compared, in constant time, whatever matched before.
        for candidate in candidates:
            if hmac.compare_digest(expected, candidate):
                matched = True
    if not matched:
        raise WebhookSignatureError("no_matching_signature", "No v1 signature matches the body.")
    return timestamp


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.stderr.write("usage: python3 verify.py <raw-body-file> <Svc-Signature header> <secret>\n")
        sys.exit(2)
    with open(sys.argv[1], "rb") as body_file:
        body = body_file.read()
    try:
        print("valid %d" % verify_signature(body, sys.argv[2], sys.argv[3]))
    except WebhookSignatureError as error:
        print("refused: %s" % error.reason)
        sys.exit(1)
