#!/usr/bin/env bash
# coordaudit's steps in a team's CI, for any CI that runs shell (GitHub Actions, GitLab, Bitrise,
# Jenkins): copy this file into your repository (as ci/coordaudit-ci.sh) beside the workflow
# that calls it. docs/ci.md in coordaudit explains each command; coordaudit's own CI runs them on
# a sample app (.ci/workflow-steps), so an option renamed in coordaudit fails there first.
#
#   coordaudit-ci.sh report DIR        render the test reports in DIR (COORDAUDIT_TEST_REPORTS of
#                                      the test run), compare them with the baseline, and record
#                                      a new one when COORDAUDIT_CI_RECORD=1
#   coordaudit-ci.sh explore-part K/N  explore part K of N of each file of COORDAUDIT_CI_SCENARIOS
#   coordaudit-ci.sh explore-merge PART.json ...
#                                      merge the parts' reports, write each bug as a scenario
#                                      file that reproduces it; fail on a bug
#
# Outputs go to COORDAUDIT_CI_OUT (default coordaudit-out): tests.md and tests.xml (Markdown for a
# job summary, JUnit for the CI's test report), tests-baseline.json (recorded),
# explore-part-K.json, explore.md, explore.xml and reproductions/. The exit status is
# coordaudit's: 0 when clean, 1 for a leak, another finding or a memory regression, 2 when
# exploration stopped before its depth; 64, 65 or 74 for a usage error, a bad file or a failed
# write (a renamed option is a 64).
#
# Environment (each has a default):
#   COORDAUDIT_CI_TOOL       the coordaudit binary (coordaudit, from the PATH)
#   COORDAUDIT_CI_OUT        where outputs go (coordaudit-out)
#   COORDAUDIT_CI_BASELINE   the committed baseline of the tests
#                            (ci/coordaudit-tests-baseline.json); when it is missing, nothing is
#                            compared, and a line says so
#   COORDAUDIT_CI_RECORD     1 to record the tests' baseline in tests-baseline.json (on main)
#   COORDAUDIT_CI_SCENARIOS  the scenario files to explore, separated by spaces (ci/*.scenario)
#   COORDAUDIT_CI_DEPTH      how many actions to play after each file's setup (6)
set -euo pipefail

coordaudit=${COORDAUDIT_CI_TOOL:-coordaudit}
out=${COORDAUDIT_CI_OUT:-coordaudit-out}
tests_baseline=${COORDAUDIT_CI_BASELINE:-ci/coordaudit-tests-baseline.json}
depth=${COORDAUDIT_CI_DEPTH:-6}

usage() {
  echo "Error: $1" >&2
  echo "Usage:" >&2
  sed -n '7,13p' "$0" | sed 's/^# \{0,1\}/  /' >&2
  exit 64
}

# The scenario files of COORDAUDIT_CI_SCENARIOS, one per word (a pattern such as ci/*.scenario
# is expanded), into `files`; a word that names no file is an error, so that a renamed file is
# not skipped.
scenario_files() {
  local file
  files=()
  # shellcheck disable=SC2086 # split into words and expand patterns, on purpose
  for file in ${COORDAUDIT_CI_SCENARIOS:-ci/*.scenario}; do
    if [[ ! -f $file ]]; then
      echo "Error: no scenario file '$file' (COORDAUDIT_CI_SCENARIOS)" >&2
      exit 65
    fi
    files+=("$file")
  done
}

command=${1:-}
shift || true
case $command in
  report)
    (($# == 1)) || usage "'report' takes the directory of test reports"
    mkdir -p "$out"
    options=(--format junit --output "$out/tests.xml" --also "markdown=$out/tests.md")
    if [[ -f $tests_baseline ]]; then
      options+=(--baseline "$tests_baseline")
    else
      echo "coordaudit-ci: no baseline '$tests_baseline' yet: memory is not compared" \
        "(record one on main and commit it)"
    fi
    [[ ${COORDAUDIT_CI_RECORD:-0} == 1 ]] && options+=(--record-baseline "$out/tests-baseline.json")
    # The text report goes to the log; the exit status is the report's.
    exec "$coordaudit" report "$1" "${options[@]}"
    ;;
  explore-part)
    (($# == 1)) || usage "'explore-part' takes the part, K/N"
    mkdir -p "$out"
    part=$1
    scenario_files
    status=0
    "$coordaudit" explore --depth "$depth" --shard "$part" --format json \
      --output "$out/explore-part-${part%%/*}.json" "${files[@]}" || status=$?
    # A bug in this part (1) or a part stopped early (2) is for the merge to report, with the
    # other parts: the part itself succeeds. Anything else (a usage error, a bad file) fails.
    ((status <= 2)) || exit "$status"
    ;;
  explore-merge)
    (($# >= 1)) || usage "'explore-merge' takes the parts' JSON reports"
    mkdir -p "$out"
    status=0
    "$coordaudit" explore --merge --format markdown --output "$out/explore.md" \
      --emit "$out/reproductions" "$@" || status=$?
    # explore writes one format per run: the JUnit report from a second merge of the same parts.
    junit=0
    "$coordaudit" explore --merge --format junit --output "$out/explore.xml" "$@" >/dev/null \
      || junit=$?
    if ((junit != status)); then
      echo "coordaudit-ci: the JUnit merge exited $junit, the Markdown one $status" >&2
      exit $((junit > status ? junit : status))
    fi
    exit "$status"
    ;;
  *) usage "unknown command '$command': report, explore-part or explore-merge" ;;
esac
