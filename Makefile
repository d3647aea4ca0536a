# Moonhall: `make serve` serves the API, `make test` runs the whole suite.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: serve test test-full bench openapi client clean chromium

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

serve: $(STAMP)
	$(BIN)/python -m service.serve

# the browser tests drive Debian's chromium (installed here when missing and we are root)
chromium:
	@test -x /usr/bin/chromium || { [ "$$(id -u)" = 0 ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } || echo "chromium missing and not installable here: the browser tests will fail (apt-get install -y chromium)"

# the whole suite on two processes (pytest-xdist; a module's tests stay on one, so its served
# stack and browser start once); slow property runs play a smaller budget (MOONHALL_PROPERTY_GAMES)
PYTEST_PROCS ?= 2
test: $(STAMP) chromium
	MOONHALL_PROPERTY_GAMES=$${MOONHALL_PROPERTY_GAMES:-30} $(BIN)/python -m pytest -p no:cacheprovider -n $(PYTEST_PROCS) --dist loadfile

# the same with the full property budgets (thousands of random games) and the tests marked
# `full` (whole games by the keyboard alone in the browser, issue 23)
test-full: $(STAMP) chromium
	MOONHALL_FULL=1 MOONHALL_PROPERTY_SCALE=$${MOONHALL_PROPERTY_SCALE:-10} $(BIN)/python -m pytest -p no:cacheprovider -n $(PYTEST_PROCS) --dist loadfile

bench: $(STAMP)
	$(BIN)/python -m bench

openapi: $(STAMP)
	$(BIN)/python -m service.openapi --write
	$(BIN)/python clients/python/generate.py

# the SDK's generated models and API functions (clients/python/moonhall_client), from openapi.yaml
client: $(STAMP)
	$(BIN)/python clients/python/generate.py

clean:
	rm -rf $(VENV) var .pytest_cache *.egg-info
