from types import MappingProxyType
from werkzeug.datastructures import ImmutableDict


class App:
    default_config = ImmutableDict(
        {
            "DEBUG": None,
            "SESSION_COOKIE_NAME": "session",
            "MAX_FORM_PARTS": 1_000,
            "PERMANENT_SESSION_LIFETIME": timedelta(days=31),
            "NESTED": MappingProxyType({"a": {"b": 2}}),
        }
    )
    methods = None
