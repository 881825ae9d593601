"""Plays a GitHub Actions workflow's jobs on this machine: each `run:` step's script in bash, as
Actions runs it, and stand-ins for the few actions a workflow of this project uses.

What it does as Actions does: jobs in the order `needs` gives, each combination of a list
matrix, `if:` on jobs and steps (success(), failure(), always(), cancelled(), ==, !=, !, &&,
||), `${{ }}` in names, `env:`, `with:` and `working-directory` (the github, env, matrix,
strategy and runner contexts), `defaults.run`, and the files a step writes to (GITHUB_ENV,
GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY). Every job shares one workspace, and a
checkout lays its files anew (a fresh checkout but for SwiftPM's .build, which stays, as a
cache would keep it). Anything else (another action, an expression it cannot evaluate, a
matrix with include or exclude) is an error that names it, never skipped: a workflow this
runner plays is played whole.

The stand-ins: actions/checkout (a function of the caller's lays the folder), upload-artifact
and download-artifact (folders under the run's directory), and mikepenz/action-junit-report
(reads each report as JUnit and keeps its counts). A caller may replace a `run:` step (by
job and step id) with a function: say so where it does.
"""

import fnmatch
import glob
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree


class WorkflowError(Exception):
    """The workflow uses something this runner does not play: a sentence that names it."""


class Expression:
    """Evaluates the `${{ }}` expressions of Actions that this runner knows."""

    TOKEN = re.compile(
        r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<number>\d+(?:\.\d+)?)"
        r"|(?P<op>==|!=|&&|\|\||!|\(|\)|,)|(?P<name>[A-Za-z_][A-Za-z0-9_.\-*]*))"
    )

    def __init__(self, contexts, status):
        self.contexts = contexts
        self.status = status

    def evaluate(self, text):
        self.tokens = self.tokenize(text)
        self.position = 0
        value = self.disjunction()
        if self.position != len(self.tokens):
            raise WorkflowError(f"cannot read the expression '{text}'")
        return value

    def tokenize(self, text):
        tokens, position = [], 0
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match or match.end() == position:
                if text[position:].strip() == "":
                    break
                raise WorkflowError(f"cannot read the expression '{text}'")
            position = match.end()
            kind = match.lastgroup
            tokens.append((kind, match.group(kind)))
        return tokens

    def peek(self):
        return self.tokens[self.position] if self.position < len(self.tokens) else (None, None)

    def take(self, value=None):
        token = self.peek()
        if value is not None and token[1] != value:
            raise WorkflowError(f"expected '{value}' in an expression, found '{token[1]}'")
        self.position += 1
        return token

    def binary(self, operand, operators):
        """`operand (op operand)*` for the operators given, left to right, as Actions combines
        them: `||` and `&&` give one of their operands, `==` and `!=` compare as text."""
        value = operand()
        while self.peek()[0] == "op" and self.peek()[1] in operators:
            operator = self.take()[1]
            right = operand()
            if operator == "||":
                value = value if value else right
            elif operator == "&&":
                value = right if value else value
            else:
                same = str(value).lower() == str(right).lower()
                value = same if operator == "==" else not same
        return value

    def disjunction(self):
        return self.binary(self.conjunction, ("||",))

    def conjunction(self):
        return self.binary(self.comparison, ("&&",))

    def comparison(self):
        return self.binary(self.unary, ("==", "!="))

    def unary(self):
        if self.peek() == ("op", "!"):
            self.take()
            return not self.unary()
        return self.primary()

    def primary(self):
        kind, text = self.take()
        if kind == "string":
            return text[1:-1].replace("''", "'")
        if kind == "number":
            return text
        if (kind, text) == ("op", "("):
            value = self.disjunction()
            self.take(")")
            return value
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                self.take(")")
                functions = {
                    "success": lambda: self.status() == "success",
                    "failure": lambda: self.status() == "failure",
                    "always": lambda: True,
                    "cancelled": lambda: False,
                }
                if text not in functions:
                    raise WorkflowError(f"the function '{text}()' is not played here")
                return functions[text]()
            if text in ("true", "false"):
                return text == "true"
            head, _, rest = text.partition(".")
            if head not in self.contexts or not rest:
                raise WorkflowError(f"the context '{text}' is not played here")
            value = self.contexts[head]
            for part in rest.split("."):
                if not isinstance(value, dict) or part not in value:
                    raise WorkflowError(f"'{text}' has no value here")
                value = value[part]
            return value
        raise WorkflowError(f"cannot read '{text}' in an expression")


def interpolate(text, contexts, status=lambda: "success"):
    """`text` with each `${{ … }}` replaced by its value, as a string."""

    def value(match):
        result = Expression(contexts, status).evaluate(match.group(1))
        if isinstance(result, bool):
            return "true" if result else "false"
        return str(result)

    return re.sub(r"\$\{\{(.*?)\}\}", value, str(text))


class Runner:
    """One workflow run: an event, a workspace, the artifacts its jobs upload."""

    def __init__(self, workflow, workspace, directory, checkout, event, ref, environment=None):
        """
        - workflow: the workflow, as yaml.safe_load reads it.
        - workspace: the folder every job works in (GITHUB_WORKSPACE).
        - directory: where the run keeps its artifacts, logs and temporary folders.
        - checkout: a function (path, repository) that lays a checkout's files at `path`
          (a folder of the workspace); `repository` is None for the workflow's own.
        - event, ref: GITHUB_EVENT_NAME and GITHUB_REF ('push', 'refs/heads/main').
        - environment: variables for every step, over the machine's (stand-ins).
        """
        self.workflow = workflow
        self.workspace = workspace
        self.directory = directory
        self.checkout = checkout
        self.event = event
        self.ref = ref
        self.environment = dict(environment or {})
        self.replacements = {}
        self.results = {}
        self.summaries = {}
        self.junit = {}
        self.log = []
        self.steps = 0
        os.makedirs(os.path.join(directory, "artifacts"), exist_ok=True)

    def replace(self, job, step, function):
        """Runs `function(environment, cwd)` in place of the `run:` step `step` of `job`."""
        self.replacements[(job, step)] = function

    def artifact(self, name):
        """The folder of the artifact `name`, or None when no job uploaded it."""
        path = os.path.join(self.directory, "artifacts", name)
        return path if os.path.isdir(path) else None

    def say(self, line):
        self.log.append(line)
        print(line, flush=True)

    def jobs_in_order(self):
        jobs = self.workflow.get("jobs") or {}
        done, order = set(), []
        while len(order) < len(jobs):
            ready = [
                name
                for name, job in jobs.items()
                if name not in done and set(self.needs(job)) <= done
            ]
            if not ready:
                raise WorkflowError("the jobs' needs form a cycle or name a job that is missing")
            for name in ready:
                done.add(name)
                order.append(name)
        return order

    @staticmethod
    def needs(job):
        needs = job.get("needs", [])
        return [needs] if isinstance(needs, str) else list(needs)

    def run(self):
        """Plays every job; returns {job id: 'success' | 'failure' | 'skipped'}."""
        for name in self.jobs_in_order():
            job = self.workflow["jobs"][name]
            needed = [self.results[need] for need in self.needs(job)]
            for combination in self.matrix(job):
                key = name if not combination else f"{name} {combination}"
                contexts = self.contexts(combination, job)
                condition = job.get("if")
                status = "success" if all(result == "success" for result in needed) else "failure"
                if condition is None:
                    runs = status == "success"
                else:
                    runs = bool(self.evaluate(condition, contexts, lambda: status))
                if not runs:
                    self.say(f"-- job {key}: skipped")
                    self.results[key] = "skipped"
                    continue
                self.results[key] = self.run_job(name, key, job, combination)
            combined = [self.results[key] for key in self.results if key.split(" ")[0] == name]
            self.results[name] = (
                "failure"
                if "failure" in combined
                else "skipped" if all(result == "skipped" for result in combined) else "success"
            )
        return self.results

    def matrix(self, job):
        matrix = (job.get("strategy") or {}).get("matrix")
        if not matrix:
            return [{}]
        if not isinstance(matrix, dict) or "include" in matrix or "exclude" in matrix:
            raise WorkflowError("only a matrix of lists is played here (no include or exclude)")
        combinations = [{}]
        for key, values in matrix.items():
            if not isinstance(values, list):
                raise WorkflowError(f"the matrix key '{key}' is not a list")
            combinations = [dict(c, **{key: value}) for c in combinations for value in values]
        return combinations

    def contexts(self, combination, job):
        combinations = self.matrix(job)
        index = combinations.index(combination) if combination in combinations else 0
        return {
            "github": {
                "event_name": self.event,
                "ref": self.ref,
                "ref_name": self.ref.rsplit("/", 1)[-1],
                "workspace": self.workspace,
            },
            "env": {},
            "matrix": {key: str(value) for key, value in combination.items()},
            "strategy": {"job-total": str(len(combinations)), "job-index": str(index)},
            "runner": {"os": "Linux", "temp": ""},
        }

    @staticmethod
    def evaluate(condition, contexts, status):
        """An `if:`: as Actions does, one that calls no status function is `success() && (…)`."""
        if isinstance(condition, bool):
            return condition and status() == "success"
        text = str(condition).strip()
        if text.startswith("${{") and text.endswith("}}"):
            text = text[3:-2]
        if not re.search(r"\b(success|failure|always|cancelled)\(\)", text):
            text = f"success() && ({text})"
        return Expression(contexts, status).evaluate(text)

    def run_job(self, name, key, job, combination):
        contexts = self.contexts(combination, job)
        temporary = os.path.join(self.directory, "temp", re.sub(r"[^A-Za-z0-9_.-]", "_", key))
        shutil.rmtree(temporary, ignore_errors=True)
        os.makedirs(temporary)
        contexts["runner"]["temp"] = temporary
        environment = {}
        for source in (self.workflow.get("env") or {}, job.get("env") or {}):
            for variable, value in source.items():
                contexts["env"] = dict(environment)
                environment[variable] = interpolate(value, contexts)
        contexts["env"] = dict(environment)
        defaults = dict(((self.workflow.get("defaults") or {}).get("run")) or {})
        defaults.update(((job.get("defaults") or {}).get("run")) or {})
        title = interpolate(job.get("name", name), contexts)
        self.say(f"-- job {key}: {title}")
        files = {
            "GITHUB_ENV": os.path.join(temporary, "env"),
            "GITHUB_PATH": os.path.join(temporary, "path"),
            "GITHUB_OUTPUT": os.path.join(temporary, "output"),
            "GITHUB_STEP_SUMMARY": os.path.join(temporary, "summary.md"),
        }
        for path in files.values():
            open(path, "w").close()
        status = "success"
        for index, step in enumerate(job.get("steps") or []):
            current = status
            condition = step.get("if", "success()")
            if not self.evaluate(condition, contexts, lambda: current):
                continue
            step_environment = dict(environment)
            step_environment.update(self.read_env(files["GITHUB_ENV"]))
            contexts["env"] = dict(step_environment)
            for variable, value in (step.get("env") or {}).items():
                step_environment[variable] = interpolate(value, contexts)
            contexts["env"] = dict(step_environment)
            label = step.get("name") or step.get("uses") or f"step {index + 1}"
            label = interpolate(label, contexts)
            if "uses" in step:
                inputs = {k: interpolate(v, contexts) for k, v in (step.get("with") or {}).items()}
                ok = self.use(step["uses"], inputs, key)
            else:
                directory = interpolate(
                    step.get("working-directory", defaults.get("working-directory", ".")),
                    contexts,
                )
                ok = self.run_step(
                    name, step, label, step_environment, files, directory, temporary, key
                )
            self.say(f"   {'ok    ' if ok else 'failed'} {label}")
            if not ok and not step.get("continue-on-error"):
                status = "failure"
        with open(files["GITHUB_STEP_SUMMARY"]) as summary:
            self.summaries[key] = summary.read()
        return status

    @staticmethod
    def read_env(path):
        values = {}
        with open(path) as file:
            for line in file.read().splitlines():
                if "<<" in line and "=" not in line.split("<<")[0]:
                    raise WorkflowError("GITHUB_ENV's multi-line form is not played here")
                if "=" in line:
                    variable, value = line.split("=", 1)
                    values[variable] = value
        return values

    def run_step(self, job, step, label, environment, files, directory, temporary, key):
        cwd = os.path.normpath(os.path.join(self.workspace, directory))
        env = dict(os.environ)
        env.update(self.environment)
        env.update(environment)
        env.update(files)
        env.update(
            {
                "CI": "true",
                "GITHUB_ACTIONS": "true",
                "GITHUB_EVENT_NAME": self.event,
                "GITHUB_REF": self.ref,
                "GITHUB_REF_NAME": self.ref.rsplit("/", 1)[-1],
                "GITHUB_WORKSPACE": self.workspace,
                "RUNNER_TEMP": temporary,
                "RUNNER_OS": "Linux",
            }
        )
        with open(files["GITHUB_PATH"]) as paths:
            added = [line for line in paths.read().splitlines() if line]
        env["PATH"] = os.pathsep.join(list(reversed(added)) + [env.get("PATH", "")])
        replacement = self.replacements.get((job, step.get("id")))
        if replacement is not None:
            self.say(f"   (stand-in for '{label}': {replacement.__doc__.strip()})")
            return replacement(env, cwd)
        shell = step.get("shell") or (
            ((self.workflow.get("defaults") or {}).get("run") or {}).get("shell") or "bash"
        )
        if shell != "bash":
            raise WorkflowError(f"the shell '{shell}' is not played here; use bash")
        self.steps += 1
        script = os.path.join(temporary, f"step-{self.steps}.sh")
        with open(script, "w") as file:
            file.write(step["run"])
        log = os.path.join(temporary, f"step-{self.steps}.log")
        with open(log, "w") as output:
            result = subprocess.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                cwd=cwd,
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
        with open(log) as output:
            text = output.read()
        self.log.append(text)
        if result.returncode != 0:
            self.say(f"   exit status {result.returncode}; the step's last lines:")
            for line in text.splitlines()[-15:]:
                self.say(f"   | {line}")
        return result.returncode == 0

    def use(self, action, inputs, key):
        name = action.split("@")[0]
        handlers = {
            "actions/checkout": self.use_checkout,
            "actions/upload-artifact": self.use_upload,
            "actions/download-artifact": self.use_download,
            "mikepenz/action-junit-report": self.use_junit,
        }
        if name not in handlers:
            raise WorkflowError(f"the action '{action}' has no stand-in here")
        return handlers[name](inputs, key)

    def use_checkout(self, inputs, key):
        known = {"path", "repository", "ref"}
        if set(inputs) - known:
            raise WorkflowError(f"checkout's inputs {sorted(set(inputs) - known)} are not played")
        path = os.path.join(self.workspace, inputs.get("path", "."))
        self.checkout(path, inputs.get("repository"))
        return True

    def use_upload(self, inputs, key):
        known = {"name", "path", "if-no-files-found"}
        if set(inputs) - known:
            raise WorkflowError(f"upload-artifact's inputs {sorted(set(inputs) - known)}")
        name = inputs.get("name", "artifact")
        target = os.path.join(self.directory, "artifacts", name)
        if os.path.exists(target):
            raise WorkflowError(f"two uploads of the artifact '{name}' in one run")
        found = []
        for pattern in inputs["path"].splitlines():
            if pattern.strip():
                found += glob.glob(os.path.join(self.workspace, pattern.strip()))
        files = []
        for path in found:
            if os.path.isdir(path):
                for root, _, names in os.walk(path):
                    files += [
                        (os.path.join(root, n), os.path.relpath(os.path.join(root, n), path))
                        for n in names
                    ]
            else:
                files.append((path, os.path.basename(path)))
        if not files:
            rule = inputs.get("if-no-files-found", "warn")
            self.say(f"   no files for the artifact '{name}' ({rule})")
            return rule != "error"
        for source, relative in files:
            os.makedirs(os.path.dirname(os.path.join(target, relative)), exist_ok=True)
            # Artifacts keep no file modes, as Actions' zip files do not.
            shutil.copyfile(source, os.path.join(target, relative))
        return True

    def use_download(self, inputs, key):
        known = {"name", "pattern", "merge-multiple", "path"}
        if set(inputs) - known:
            raise WorkflowError(f"download-artifact's inputs {sorted(set(inputs) - known)}")
        folder = os.path.join(self.directory, "artifacts")
        destination = os.path.join(self.workspace, inputs.get("path", "."))
        if "name" in inputs:
            names, merge = [inputs["name"]], True
        else:
            names = sorted(fnmatch.filter(os.listdir(folder), inputs.get("pattern", "*")))
            merge = str(inputs.get("merge-multiple", "false")).lower() == "true"
        if not names or any(not os.path.isdir(os.path.join(folder, n)) for n in names):
            self.say(f"   no artifact {names} to download")
            return False
        for name in names:
            target = destination if merge else os.path.join(destination, name)
            shutil.copytree(os.path.join(folder, name), target, dirs_exist_ok=True)
        return True

    def use_junit(self, inputs, key):
        paths = glob.glob(os.path.join(self.workspace, inputs["report_paths"]))
        if not paths:
            self.say(f"   no JUnit report at '{inputs['report_paths']}'")
            return False
        for path in paths:
            try:
                root = ElementTree.parse(path).getroot()
            except ElementTree.ParseError as error:
                self.say(f"   '{path}' is not XML: {error}")
                return False
            cases = root.iter("testcase")
            counts = {"tests": 0, "failures": 0}
            for case in cases:
                counts["tests"] += 1
                counts["failures"] += 1 if case.find("failure") is not None else 0
            self.junit[(key, inputs.get("check_name", ""))] = counts
            if counts["tests"] == 0:
                self.say(f"   '{path}' has no test case")
                return False
        return True
