"""API errors: every one becomes ``{"error": {"code", "message", "details"}}``."""
from __future__ import annotations

from typing import Any


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, details: Any = None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details

    def body(self) -> dict:
        return {"error": {"code": self.code, "message": self.message, "details": self.details}}


def bad_request(message: str, details: Any = None) -> ApiError:
    return ApiError(400, "bad_request", message, details)


def unauthorized(message: str = "a valid seat token is required (Authorization: Bearer <token>)") -> ApiError:
    return ApiError(401, "unauthorized", message)


def forbidden(message: str, code: str = "forbidden", details: Any = None) -> ApiError:
    return ApiError(403, code, message, details)


def not_found(message: str) -> ApiError:
    return ApiError(404, "not_found", message)


def conflict(code: str, message: str, details: Any = None) -> ApiError:
    return ApiError(409, code, message, details)
