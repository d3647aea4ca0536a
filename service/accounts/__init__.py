"""Player accounts (issue 25, Accounts): optional identities to come back with.

``store``-side in events/accounts.py (one stream per account), read models in
projections/accounts.py, commands in ``service.py``, the request side in ``auth.py``
(``account_of``, ``require_account``: the seam other capabilities use), the HTTP routes in
``routes.py``, brute-force limits in ``guard.py`` and passkeys in ``passkeys.py``.
"""
