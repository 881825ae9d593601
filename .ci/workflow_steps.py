"""Runs docs/ci/github-actions.yml, the workflow a team copies, on a sample app, as four
workflow runs, and checks what each job did: so that an option renamed in coordaudit, or a
report that changed its shape, fails coordaudit's CI instead of a team's pipeline.

The sample app (docs/ci/sample-app) is a team's package: a screen, its tests through the test
bridge, and a scenario file of its navigation; docs/ci/coordaudit-ci.sh is laid at
ci/coordaudit-ci.sh in it, as a team copies it. The runs:

1. a push to main: every job passes, the job summaries and JUnit reports list the tests and
   the exploration, and the tests' baseline is recorded as an artifact;
2. a pull request, with that baseline committed: every job passes, compared with it;
3. a pull request that leaks (the screen's callback captures it strongly, and the scenario's
   root flow keeps a child the user left): the tests job fails with the survivor named in its
   summary and its JUnit, the merged exploration fails, and its reproduction, run with
   `coordaudit run`, fails again;
4. a pull request whose tests hold 1 MiB more heap than the committed baseline says: the
   tests job fails with a heap regression.

Only the step that builds coordaudit in release is a stand-in: it copies the binary CI built.

    python3 .ci/workflow_steps.py --coordaudit BIN --work DIR
"""

import argparse
import filecmp
import json
import os
import shutil
import subprocess
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from local_actions import Runner, WorkflowError  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORKFLOW = os.path.join(ROOT, "docs/ci/github-actions.yml")
SAMPLE = os.path.join(ROOT, "docs/ci/sample-app")
SCRIPT = os.path.join(ROOT, "docs/ci/coordaudit-ci.sh")
TESTS = [
    "MemoTests.DetailScreenXCTests.testDetailScreenAndItsViewModelGoAwayAfterPop",
    "MemoTests.detailScreenGoesAwayAfterPop()",
]


def sync(source, destination, keep=(".build",), only=None):
    """Makes `destination` hold `source`'s files (or the names in `only`), leaving every file
    whose bytes are the same untouched, so that SwiftPM does not rebuild it; `keep` survives."""
    os.makedirs(destination, exist_ok=True)
    names = only if only is not None else os.listdir(source)
    for name in os.listdir(destination):
        if name not in names and name not in keep:
            path = os.path.join(destination, name)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    for name in names:
        source_path, destination_path = os.path.join(source, name), os.path.join(destination, name)
        if os.path.isdir(source_path):
            if os.path.isfile(destination_path):
                os.remove(destination_path)
            sync(source_path, destination_path, keep=())
        elif not (
            os.path.isfile(destination_path) and filecmp.cmp(source_path, destination_path, False)
        ):
            if os.path.isdir(destination_path):
                shutil.rmtree(destination_path)
            shutil.copy2(source_path, destination_path)


def write_if_changed(path, text):
    """Writes `text` to `path` unless it already holds it (SwiftPM rebuilds what is rewritten)."""
    if os.path.isfile(path) and open(path).read() == text:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def replaced(path, old, new):
    """The text of `path` with `old` replaced by `new`; fails when `old` is not there."""
    text = open(path).read()
    if old not in text:
        raise WorkflowError(f"'{old}' is not in {path}: the sample app changed")
    return text.replace(old, new)


class Check:
    """Counts what a run did that it should not have."""

    def __init__(self):
        self.failures = []

    def expect(self, condition, message):
        if not condition:
            self.failures.append(message)
            print(f"FAIL: {message}", flush=True)


def play(title, work, coordaudit, event, ref, changes):
    """One workflow run on the sample app with `changes` ({path in the app: text}) applied."""
    print(f"\n== {title}", flush=True)
    workspace = os.path.join(work, "workspace")
    directory = os.path.join(work, "runs", "run-" + title.split()[0])
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(workspace, exist_ok=True)

    def checkout(path, repository):
        if repository is None:
            sync(SAMPLE, path)
            write_if_changed(os.path.join(path, "ci/coordaudit-ci.sh"), open(SCRIPT).read())
            for relative, text in changes.items():
                write_if_changed(os.path.join(path, relative), text)
        else:
            sync(ROOT, path, only=["Package.swift", "Sources"])

    runner = Runner(
        yaml.safe_load(open(WORKFLOW)), workspace, directory, checkout, event, ref)

    def build(environment, cwd):
        """the binary CI built, copied to ../cli/coordaudit"""
        os.makedirs(os.path.join(workspace, "cli"), exist_ok=True)
        shutil.copyfile(coordaudit, os.path.join(workspace, "cli/coordaudit"))
        return True

    runner.replace("coordaudit", "build", build)
    runner.run()
    return runner


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--coordaudit", required=True, help="the coordaudit binary to use")
    parser.add_argument("--work", required=True, help="a folder kept from run to run")
    arguments = parser.parse_args()
    work = os.path.abspath(arguments.work)
    coordaudit = os.path.abspath(arguments.coordaudit)
    check = Check()
    every_job = ["coordaudit", "tests", "explore", "explore-merge"]

    # 1. A push to main.
    main_run = play("1 a push to main: every job passes, the baseline is recorded", work,
                    coordaudit, "push", "refs/heads/main", {})
    for job in every_job:
        check.expect(main_run.results.get(job) == "success", f"run 1: the job {job} did not pass")
    summary = main_run.summaries.get("tests", "")
    check.expect("## coordaudit: 2 test reports" in summary, "run 1: no tests summary")
    for test in TESTS:
        check.expect(test in summary, f"run 1: the summary does not list {test}")
    check.expect(
        main_run.junit.get(("tests", "coordaudit tests")) == {"tests": 2, "failures": 0},
        f"run 1: the tests' JUnit is {main_run.junit.get(('tests', 'coordaudit tests'))}")
    baseline_folder = main_run.artifact("coordaudit-tests-baseline")
    baseline_text = ""
    if baseline_folder and os.path.isfile(os.path.join(baseline_folder, "tests-baseline.json")):
        baseline_text = open(os.path.join(baseline_folder, "tests-baseline.json")).read()
    check.expect(all(test in baseline_text for test in TESTS), "run 1: no baseline recorded")
    explored = main_run.summaries.get("explore-merge", "")
    check.expect("4 shards merged" in explored and "no bug" in explored,
                 "run 1: the merged exploration's summary does not say 4 shards found no bug")
    check.expect(
        main_run.junit.get(("explore-merge", "coordaudit explore")) == {"tests": 1, "failures": 0},
        "run 1: the exploration's JUnit is not one clean scenario")
    if check.failures:
        return report(check)

    # 2. A pull request, the baseline committed.
    committed = {"ci/coordaudit-tests-baseline.json": baseline_text}
    clean = play("2 a pull request, compared with the committed baseline: every job passes",
                 work, coordaudit, "pull_request", "refs/pull/1/merge", committed)
    for job in every_job:
        check.expect(clean.results.get(job) == "success", f"run 2: the job {job} did not pass")
    check.expect("compared with the baseline" in clean.summaries.get("tests", ""),
                 "run 2: the tests were not compared with the baseline")
    check.expect(clean.artifact("coordaudit-tests-baseline") is None,
                 "run 2: a pull request recorded a baseline")

    # 3. A pull request that leaks, in the tests and in the navigation.
    screen = os.path.join(SAMPLE, "Sources/Memo/DetailScreen.swift")
    scenario = os.path.join(SAMPLE, "ci/memo.scenario")
    leaks = dict(committed)
    leaks["Sources/Memo/DetailScreen.swift"] = replaced(
        screen, "{ [weak self] in self?.render() }", "{ self.render() }")
    leaks["ci/memo.scenario"] = replaced(
        scenario, "flow Main root\n", "flow Main root faulty no-removal-on-back\n")
    leaking = play("3 a pull request that leaks: tests and exploration fail, with reproductions",
                   work, coordaudit, "pull_request", "refs/pull/2/merge", leaks)
    check.expect(leaking.results.get("tests") == "failure", "run 3: the tests job passed")
    summary = leaking.summaries.get("tests", "")
    check.expect("**failed**" in summary and "memo detail" in summary,
                 "run 3: the tests summary does not show the leak of 'memo detail'")
    junit = leaking.junit.get(("tests", "coordaudit tests")) or {}
    check.expect(junit.get("failures", 0) >= 1, f"run 3: the tests' JUnit is {junit}")
    check.expect(leaking.results.get("explore") == "success",
                 "run 3: a part failed (a part's bugs are for the merge to report)")
    check.expect(leaking.results.get("explore-merge") == "failure",
                 "run 3: the merged exploration passed")
    check.expect("a leak of 'Detail'" in leaking.summaries.get("explore-merge", ""),
                 "run 3: the exploration summary does not name the leak of 'Detail'")
    folder = leaking.artifact("coordaudit-reproductions")
    reproductions = sorted(os.listdir(folder)) if folder else []
    check.expect(any(name.endswith(".scenario") for name in reproductions),
                 "run 3: no reproduction uploaded")
    for name in reproductions:
        status = subprocess.run(
            [coordaudit, "run", os.path.join(folder, name)], stdout=subprocess.DEVNULL
        ).returncode
        check.expect(status == 1, f"run 3: 'coordaudit run {name}' exited {status}, not 1")

    # 4. A pull request whose tests hold more heap than the baseline says.
    baseline = json.loads(baseline_text)
    measured = 0
    for entry in baseline.get("scenarios", {}).values():
        for loop in entry.get("loops", {}).values():
            if loop.get("heapBytes") is not None:
                loop["heapBytes"] -= 1 << 20
                measured += 1
    check.expect(measured > 0, "run 4: the recorded baseline measured no heap bytes")
    grown = {"ci/coordaudit-tests-baseline.json": json.dumps(baseline, indent=2, sort_keys=True)}
    growing = play("4 a pull request whose heap grew past the baseline: the tests job fails",
                   work, coordaudit, "pull_request", "refs/pull/3/merge", grown)
    check.expect(growing.results.get("tests") == "failure", "run 4: the tests job passed")
    check.expect("heap regression" in growing.summaries.get("tests", ""),
                 "run 4: the summary shows no heap regression")
    check.expect(growing.results.get("explore-merge") == "success",
                 "run 4: the exploration failed")
    return report(check)


def report(check):
    if check.failures:
        print(f"\nthe workflow's steps did not do what a team expects ({len(check.failures)}):")
        for failure in check.failures:
            print(f"  {failure}")
        return 1
    print("\nok: the workflow's jobs passed on the sample app, and failed on its leaks and growth")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except WorkflowError as error:
        print(f"error: {error}", file=sys.stderr)
        sys.exit(1)
