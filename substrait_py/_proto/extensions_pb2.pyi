from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class MetadataColumns(_message.Message):
    __slots__ = ("fields",)
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    fields: _containers.RepeatedCompositeFieldContainer[MetadataField]
    def __init__(self, fields: _Optional[_Iterable[_Union[MetadataField, _Mapping]]] = ...) -> None: ...

class MetadataField(_message.Message):
    __slots__ = ("field", "name", "key", "virtual", "aliased")
    FIELD_FIELD_NUMBER: _ClassVar[int]
    NAME_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    VIRTUAL_FIELD_NUMBER: _ClassVar[int]
    ALIASED_FIELD_NUMBER: _ClassVar[int]
    field: int
    name: str
    key: str
    virtual: bool
    aliased: bool
    def __init__(self, field: _Optional[int] = ..., name: _Optional[str] = ..., key: _Optional[str] = ..., virtual: bool = ..., aliased: bool = ...) -> None: ...
