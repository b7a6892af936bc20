<?php
// Verifies the Svc-Signature header of a webhook from the payment service (PHP 7.4 or later, no
// extension beyond the standard hash functions). Copy svc_verify_signature() into your receiver:
//
//   $raw = file_get_contents('php://input');            // the raw body, before any json_decode
//   $t = svc_verify_signature($raw, $_SERVER['HTTP_SVC_SIGNATURE'] ?? null, getenv('WEBHOOK_SECRET'));
//   $event = json_decode($raw, true);                    // only once verified
//
// The header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`; v1 is HMAC-SHA256 of "<t>.<raw body>"
// keyed with the endpoint secret (`whsec_...`, as shown once at registration). A `t` more than
// 5 minutes away from this server's clock is refused (replays); any matching v1 is accepted
// (secret rotation). Refusals throw SvcSignatureError with a reason.
//
// From a shell: php verify.php <raw-body-file> <Svc-Signature header> <secret>
// prints `valid <t>` (exit 0) or `refused: <reason>` (exit 1).

class SvcSignatureError extends Exception
{
    public $reason;

    public function __construct(string $reason, string $message)
    {
        parent::__construct($message);
        $this->reason = $reason;
    }
}

/**
 * @param string          $rawBody   the body exactly as received
 * @param string|null     $header    the Svc-Signature header
 * @param string|string[] $secrets   the endpoint secret, or several during a rotation
 * @return int the signed timestamp (unix seconds)
 * @throws SvcSignatureError
 */
function svc_verify_signature(string $rawBody, ?string $header, $secrets, int $toleranceSeconds = 300, ?int $now = null): int
{
    if ($header === null || $header === '') {
        throw new SvcSignatureError('missing_header', 'No Svc-Signature header.');
    }
    $timestamp = null;
    $candidates = [];
    foreach (explode(',', $header) as $part) {
        $eq = strpos($part, '=');
        if ($eq === false) {
            continue;
        }
        $key = trim(substr($part, 0, $eq));
        $value = trim(substr($part, $eq + 1));
        if ($key === 't' && preg_match('/^\d{1,12}$/', $value)) {
            $timestamp = (int) $value;
        } elseif ($key === 'v1' && preg_match('/^[0-9a-fA-F]{64}$/', $value)) {
            $candidates[] = strtolower($value);
        }
    }
    if ($timestamp === null || count($candidates) === 0) {
        throw new SvcSignatureError('malformed_header', 'The Svc-Signature header has no t or no v1 value.');
    }
    $now = $now ?? time();
    if (abs($now - $timestamp) > $toleranceSeconds) {
        throw new SvcSignatureError('timestamp_out_of_tolerance', "The signature timestamp is more than {$toleranceSeconds} s away.");
    }
    $matched = false;
    foreach ((array) $secrets as $secret) {
        $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, (string) $secret);
        // Every candidate is compared, in constant time, whatever matched before.
        foreach ($candidates as $candidate) {
            if (hash_equals($expected, $candidate)) {
                $matched = true;
            }
        }
    }
    if (!$matched) {
        throw new SvcSignatureError('no_matching_signature', 'No v1 signature matches the body.');
    }
    return $timestamp;
}

if (PHP_SAPI === 'cli' && isset($argv[0]) && realpath($argv[0]) === __FILE__) {
    if ($argc !== 4) {
        fwrite(STDERR, "usage: php verify.php <raw-body-file> <Svc-Signature header> <secret>\n");
        exit(2);
    }
    try {
        $t = svc_verify_signature(file_get_contents($argv[1]), $argv[2], $argv[3]);
        echo "valid {$t}\n";
        exit(0);
    } catch (SvcSignatureError $e) {
        echo "refused: {$e->reason}\n";
        exit(1);
    }
}
