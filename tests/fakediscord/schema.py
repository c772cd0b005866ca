"""Request bodies checked against Discord's own OpenAPI description of its HTTP API.

`spec/openapi.json` (vendored, MIT; see `spec/README.md`) is read once per process, on the first
check. Each (route, method) gets a JSON Schema 2020-12 validator (the `jsonschema` library) built
on first use and kept, so a test session pays for the file once and for each route once.

Where the spec disagrees with Discord in a way that matters here, the block "exceptions to the
spec" below says so and why (`SCHEMA_PATCHES`, `SKIPPED_ROUTES`, `LOOSER_THAN_DISCORD`); those
are the only places the fake departs from the spec.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

JSON = dict[str, Any]

SPEC_PATH = Path(__file__).resolve().parent / "spec" / "openapi.json"
SPEC_URI = "urn:discord:openapi"
API_PREFIX = "/api/v10"

# ---------------------------------------------------------------- exceptions to the spec
# Every place where the fake departs from the vendored spec is here, with the reason.

SCHEMA_PATCHES: dict[str, tuple[JSON, str]] = {
    "SnowflakeType": (
        {"oneOf": [{"type": "string", "pattern": "^(0|[1-9][0-9]*)$"},
                   {"type": "integer", "minimum": 0}]},
        "Discord takes ids in request bodies as strings or integers (its docs write the "
        "`attachments[].id` of a new upload as the integer index, and discord.py sends it so); "
        "the spec allows strings only.",
    ),
}
"""Schemas under `components/schemas` replaced before validating: name -> (schema, reason)."""

SKIPPED_ROUTES: dict[tuple[str, str], str] = {}
"""Routes whose bodies are not checked against the spec: (path template, METHOD) -> reason."""

LOOSER_THAN_DISCORD = """
Where the spec is looser than Discord, the fake's own rules (rules.py) check instead:
- `MessageCreateRequest.content` allows 4,000 characters; a bot may send 2,000 (CONTENT_LENGTH),
  as the spec's webhook schemas say.
- The Components V2 rules: the flag is one-way; V2 components need it; no content or embeds with
  it; 40 components counted at every level; 4,000 characters of text displays in all; media
  gallery items; `attachment://` names an attached file; a deferred response carries only
  EPHEMERAL; ephemeral messages are edited through the interaction token only.
- A component emoji must be an emoji the application can use (UNKNOWN_EMOJI).
- A file component's URL is any URI in the spec; Discord takes only `attachment://` ones
  (ATTACHMENT_REF).
Looser, and not checked by the fake (discord.py checks them before sending):
- Application command names: the spec allows any 1-32 characters; Discord takes lower-case
  letters, digits, `-`, `_` and `'` only.
"""

# Discord's error codes for the commonest form errors (what its `errors` tree carries).
_CODES = {
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "maxItems": "BASE_TYPE_BAD_LENGTH",
    "minItems": "BASE_TYPE_BAD_LENGTH",
    "required": "BASE_TYPE_REQUIRED",
    "type": "BASE_TYPE_BAD_TYPE",
    "enum": "BASE_TYPE_CHOICES",
    "const": "BASE_TYPE_CHOICES",
    "oneOf": "UNION_TYPE_CHOICES",
    "anyOf": "UNION_TYPE_CHOICES",
    "maximum": "NUMBER_TYPE_MAX",
    "minimum": "NUMBER_TYPE_MIN",
    "additionalProperties": "BASE_TYPE_BAD_KEYS",
    "uniqueItems": "BASE_TYPE_DUPLICATES",
}


@dataclass(frozen=True)
class SchemaError:
    """One way a request body breaks its schema: where (a JSON path), a Discord-like code, why."""

    path: tuple[str | int, ...]
    code: str
    message: str

    def __str__(self) -> str:
        where = ".".join(str(p) for p in self.path) or "(body)"
        return f"{where}: {self.message}"


def _pointer(*segments: str) -> str:
    escaped = (s.replace("~", "~0").replace("/", "~1") for s in segments)
    return "#/" + "/".join(quote(s, safe="~") for s in escaped)


class RequestSchemas:
    """The request-body schemas of every route in the spec, looked up by method and URL path."""

    def __init__(self, spec: JSON) -> None:
        self.spec = spec
        resource = Resource.from_contents(spec, default_specification=DRAFT202012)
        self.registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
        self._routes: list[tuple[re.Pattern[str], str]] = []
        for template in spec["paths"]:
            regex = re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template))
            self._routes.append((re.compile(regex + "$"), template))
        # A literal segment beats a parameter: /users/@me/channels before /users/{user_id}/...
        self._routes.sort(key=lambda r: -sum(not s.startswith("{") for s in r[1].split("/")))
        self._validators: dict[tuple[str, str], Draft202012Validator | None] = {}

    def route(self, path: str) -> str | None:
        """The spec's path template for a request path (with or without `/api/v10`), or None."""
        if path.startswith(API_PREFIX):
            path = path[len(API_PREFIX):]
        for regex, template in self._routes:
            if regex.match(path):
                return template
        return None

    def validator(self, template: str, method: str) -> Draft202012Validator | None:
        """The validator of a route's JSON request body (None if the route takes no body)."""
        key = (template, method.lower())
        if key not in self._validators:
            operation = self.spec["paths"][template].get(key[1]) or {}
            content = (operation.get("requestBody") or {}).get("content") or {}
            found = None
            if "application/json" in content:
                ref = SPEC_URI + _pointer(
                    "paths", template, key[1], "requestBody", "content", "application/json",
                    "schema")
                found = Draft202012Validator({"$ref": ref}, registry=self.registry)
            self._validators[key] = found
        return self._validators[key]

    def check(self, method: str, path: str, body: Any) -> list[SchemaError]:
        """The ways `body` breaks the schema of `method path` (empty if valid or not described).

        Multipart requests are checked on their `payload_json`, which carries the same fields as
        the JSON body.
        """
        template = self.route(path)
        if template is None or (template, method.upper()) in SKIPPED_ROUTES:
            return []
        validator = self.validator(template, method)
        if validator is None or validator.is_valid(body):
            return []
        return list(dict.fromkeys(_as_error(err) for err in validator.iter_errors(body)))


def _branch(err: ValidationError) -> ValidationError:
    """In a union (oneOf/anyOf), the error of the branch the body meant.

    Branches for another kind of value (another JSON type, another component `type`) are
    dropped; of what is left, the error that got furthest wins.
    """
    by_branch: dict[Any, list[ValidationError]] = {}
    for sub in err.context or []:
        by_branch.setdefault(sub.schema_path[0] if sub.schema_path else None, []).append(sub)
    meant = [subs for subs in by_branch.values() if not any(map(_other_kind, subs))]
    candidates = [s for subs in (meant or list(by_branch.values())) for s in subs]
    return max(candidates, key=relevance) if candidates else err


def _other_kind(err: ValidationError) -> bool:
    """Whether a union branch failed because the value is not of its kind at all (a JSON type
    it does not take, or a component `type` that is not its own)."""
    path = list(err.relative_path)
    if err.validator == "type" and not path:
        return True
    return err.validator in ("enum", "const") and path == ["type"]


def _message(err: ValidationError) -> str:
    rule, value = str(err.validator), err.validator_value
    if rule == "maxLength":
        return f"Must be {value} or fewer in length."
    if rule == "minLength":
        return f"Must be {value} or more in length."
    if rule in ("maxItems", "minItems"):
        low = err.schema.get("minItems", 0) if isinstance(err.schema, dict) else 0
        high = err.schema.get("maxItems", "any") if isinstance(err.schema, dict) else "any"
        return f"Must be between {low} and {high} in length."
    if rule == "required":
        return "This field is required"
    if rule in ("enum", "const"):
        return f"Value must be one of {value!r}."
    text = err.message
    return text if len(text) <= 200 else text[:200] + "…"


def _as_error(err: ValidationError) -> SchemaError:
    leaf = err
    while leaf.context:
        deeper = _branch(leaf)
        if deeper is leaf:
            break
        leaf = deeper
    path = tuple(leaf.absolute_path)
    if leaf.validator == "required" and isinstance(leaf.validator_value, list):
        missing = [k for k in leaf.validator_value
                   if isinstance(leaf.instance, dict) and k not in leaf.instance]
        path += tuple(missing[:1])
    code = _CODES.get(str(leaf.validator), "BASE_TYPE_INVALID")
    return SchemaError(path, code, _message(leaf))


@functools.cache
def request_schemas() -> RequestSchemas:
    """The process-wide request schemas, reading the vendored spec on first use."""
    with SPEC_PATH.open(encoding="utf-8") as f:
        spec = json.load(f)
    for name, (replacement, _reason) in SCHEMA_PATCHES.items():
        spec["components"]["schemas"][name] = replacement
    _const_unions_as_enums(spec)
    _unions_by_type(spec)
    return RequestSchemas(spec)


def _const_unions_as_enums(node: Any) -> Any:
    """Rewrite each `oneOf` of plain `const`s (the spec's enums, e.g. `MessageComponentTypes`)
    as the equivalent `enum`, in place.

    Same meaning, for speed: jsonschema evaluates every branch of a `oneOf`, and these unions
    sit under every component `type`, so a V2 card cost thousands of `const` checks.
    """
    if isinstance(node, dict):
        union = node.get("oneOf")
        if (isinstance(union, list) and union
                and all(isinstance(b, dict) and "const" in b for b in union)):
            del node["oneOf"]
            node["enum"] = [b["const"] for b in union]
        for value in node.values():
            _const_unions_as_enums(value)
    elif isinstance(node, list):
        for value in node:
            _const_unions_as_enums(value)
    return node


def errors_tree(errors: list[SchemaError]) -> JSON:
    """Discord's `errors` object for a 400: nested by JSON path, leaves `{"_errors": [...]}`."""
    tree: JSON = {}
    for err in errors:
        node = tree
        for part in err.path:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": err.code, "message": err.message})
    return tree


def _union_types(spec: JSON, branch: Any) -> frozenset[Any] | None:
    """The `type` values a union branch (a `$ref` to a schema) takes, if it requires `type` and
    names its values with an `enum`; else None."""
    ref = branch.get("$ref") if isinstance(branch, dict) else None
    if len(branch) != 1 or not isinstance(ref, str) or not ref.startswith("#/components/schemas/"):
        return None
    target = spec["components"]["schemas"].get(ref.rsplit("/", 1)[1]) or {}
    kind = (target.get("properties") or {}).get("type") or {}
    if "type" not in (target.get("required") or []) or not isinstance(kind.get("enum"), list):
        return None
    return frozenset(kind["enum"])


def _unions_by_type(spec: JSON) -> None:
    """Rewrite each union (`oneOf`/`anyOf`) of objects told apart by their `type` (components,
    interaction responses) as: `type` is one of theirs, and if it is this one, then that schema.

    Same meaning when no two branches share a `type` value (checked; other unions are left as
    they are), but each body is checked against its own branch only: faster, since jsonschema
    evaluates every branch of a `oneOf`, and the error named is the branch's own.
    """

    def visit(node: Any) -> None:
        if isinstance(node, list):
            for value in node:
                visit(value)
            return
        if not isinstance(node, dict):
            return
        for key in ("oneOf", "anyOf"):
            union = node.get(key)
            if not isinstance(union, list) or len(union) < 2:
                continue
            kinds = [_union_types(spec, b) for b in union]
            if any(k is None for k in kinds):
                continue
            values = [v for k in kinds if k is not None for v in k]
            if len(values) != len(set(values)):
                continue
            del node[key]
            rules: list[JSON] = [{"type": "object", "required": ["type"],
                                  "properties": {"type": {"enum": sorted(values)}}}]
            for branch, kind in zip(union, kinds, strict=True):
                rules.append({"if": {"properties": {"type": {"enum": sorted(kind or ())}}},
                              "then": branch})
            node.setdefault("allOf", []).extend(rules)
        for value in node.values():
            visit(value)

    visit(spec)

