import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import Testing

@Suite struct BaselineTests {
  static let sample = Baseline(scenarios: [
    "C5-logout-login": .init(
      liveCounts: ["App": 1, "Session": 2],
      loops: ["logout and login": .init(heapBytes: 2048), "push Detail": .init(heapBytes: nil)]),
    "C1-back-tap": .init(liveCounts: [:]),
  ])

  func read(_ json: String, file: String = "b.json") throws(BaselineError) -> Baseline {
    try Baseline(bytes: Array(json.utf8), file: file)
  }

  func error(_ json: String) -> BaselineError? {
    do {
      _ = try read(json)
      return nil
    } catch {
      return error
    }
  }

  // MARK: tolerance

  @Test func toleranceParsesPercentagesWithUpToThreeDecimals() {
    #expect(Tolerance(parsing: "10") == .default)
    #expect(Tolerance(parsing: "10%") == .default)
    #expect(Tolerance(parsing: "2.5")?.thousandthsOfAPercent == 2500)
    #expect(Tolerance(parsing: "0.125")?.thousandthsOfAPercent == 125)
    #expect(Tolerance(parsing: "1000")?.thousandthsOfAPercent == 1_000_000)
    for bad in ["", "-1", "1001", "0.0001", "1e2", "ten", ".5", "5.", "1,5", "%"] {
      #expect(Tolerance(parsing: bad) == nil, "\(bad)")
    }
    #expect(Tolerance(parsing: "2.50")?.description == "2.5%")
    #expect(Tolerance(parsing: "0.125")?.description == "0.125%")
    #expect(Tolerance.default.description == "10%")
  }

  @Test func countsMayGrowToTheFloorOfTheBaselineTimesOnePlusTheTolerance() {
    let ten = Tolerance.default
    #expect(ten.allowedCount(baseline: 0) == 0)
    #expect(ten.allowedCount(baseline: 1) == 1)
    #expect(ten.allowedCount(baseline: 9) == 9)
    #expect(ten.allowedCount(baseline: 10) == 11)
    #expect(ten.allowedCount(baseline: 19) == 20)
    #expect(ten.allowedCount(baseline: 20) == 22)
    #expect(Tolerance(percent: 0).allowedCount(baseline: 100) == 100)
    #expect(Tolerance(parsing: "2.5")!.allowedCount(baseline: 40) == 41)
    #expect(Tolerance(parsing: "2.5")!.allowedCount(baseline: 39) == 39)
    #expect(Tolerance(percent: 1000).allowedCount(baseline: Int.max) == Int.max)
  }

  @Test func heapMayGrowByTheToleranceOrAtLeast4096Bytes() {
    let ten = Tolerance.default
    #expect(ten.allowedHeapBytes(baseline: 0) == 4096)
    #expect(ten.allowedHeapBytes(baseline: 40_960) == 45_056)
    #expect(ten.allowedHeapBytes(baseline: 40_970) == 45_067)
    #expect(ten.allowedHeapBytes(baseline: 100_000) == 110_000)
    #expect(ten.allowedHeapBytes(baseline: -10_000) == -5904)
    #expect(Tolerance(percent: 0).allowedHeapBytes(baseline: 1_000_000) == 1_004_096)
  }

  // MARK: the file

  @Test func theFileHasTheMarkerSortedKeysAndEmptyObjectsAsBraces() throws {
    let json = Self.sample.jsonString
    #expect(json == (try ReportingTests.expected("baseline.json", actual: json)))
    #expect(json.contains(#""liveCounts" : {},"#))
    #expect(json.contains(#""heapBytes" : null"#))
  }

  @Test func theFileReadsBackAsTheSameBaseline() throws {
    #expect(try read(Self.sample.jsonString) == Self.sample)
  }

  @Test(arguments: ["\r\n", "\r"])
  func aFileSavedWithCRLFOrALoneCRReadsTheSame(end: String) throws {
    let text = Self.sample.jsonString.replacingOccurrences(of: "\n", with: end)
    #expect(try read(text) == Self.sample)
  }

  @Test func namesWithQuotesAndControlCharactersRoundTrip() throws {
    let odd = Baseline(scenarios: ["say \"hi\"\\\n\u{1}": .init(liveCounts: ["é": 1])])
    #expect(odd.jsonString.contains(#""say \"hi\"\\\n\u0001" : {"#))
    #expect(try read(odd.jsonString) == odd)
  }

  @Test func recordingKeepsLiveCountsAndTheLastHeapFigureOfEachLoop() {
    let result = ScenarioResult(
      name: "C5", file: "c5.scenario", systems: [], expected: .clean, outcome: .clean,
      liveCounts: ["App": 1],
      loops: [
        LoopResult(
          line: 4, name: "login", repetitions: 3, liveCounts: [], heapBytes: [10, 20, 30]),
        LoopResult(line: 8, name: "pop", repetitions: 2, liveCounts: []),
      ])
    #expect(
      Baseline(recording: [result])
        == Baseline(scenarios: [
          "C5": .init(
            liveCounts: ["App": 1],
            loops: ["login": .init(heapBytes: 30), "pop": .init(heapBytes: nil)])
        ]))
  }

  @Test func textThatIsNotJSONIsRejected() {
    for text in ["", "{", "not json", "{\"format\": }"] {
      let error = error(text)
      #expect(error?.kind == .invalidJSON)
      #expect(error?.message == "the baseline 'b.json' is not valid JSON")
      #expect(
        error?.help
          == "fix it, or move it away and record a new one with 'coordaudit baseline record b.json'."
      )
    }
  }

  @Test func jsonWithoutTheMarkerIsNotABaseline() {
    for text in ["[]", "42", "{}", #"{"format": "eslint", "schemaVersion": 1}"#, #"{"format": 1}"#]
    {
      let error = error(text)
      #expect(error?.kind == .notABaseline, "\(text)")
      #expect(
        error?.description == """
          Error: 'b.json' is not a coordaudit baseline: it has no "format": "coordaudit-baseline"
          Help: give the path of a file that 'coordaudit baseline record' wrote.
          """)
    }
  }

  @Test func aNewerSchemaIsRejectedWithBothVersions() {
    let newer = Self.sample.jsonString.replacingOccurrences(
      of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 3")
    let error = error(newer)
    #expect(error?.kind == .newerSchema)
    #expect(
      error?.description == """
        Error: the baseline 'b.json' has schema version 3; this coordaudit reads up to 2
        Help: update coordaudit, or record the baseline again with this version.
        """)
  }

  @Test func aMalformedBaselineSaysWhere() {
    let cases = [
      (
        #"{"format": "coordaudit-baseline"}"#,
        #""schemaVersion" is missing or not an integer"#
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 0, "scenarios": {}}"#,
        "schema version 0 was never written by coordaudit"
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2}"#,
        #"at the top level: "scenarios" is missing"#
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {"Main": "one"}, "loops": {}}}}"#,
        "at 'scenarios.C1.liveCounts.Main': expected an integer"
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {}}}}"#,
        #"at 'scenarios.C1': "loops" is missing"#
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {"A": -1}, "loops": {}}}}"#,
        "at 'scenarios.C1.liveCounts.A': -1 is not a count"
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {"A": 99999999999999999999999}, "loops": {}}}}"#,
        "at 'scenarios.C1.liveCounts.A': expected a whole number that fits in 64 bits"
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {}, "loops": {"x": {"heapBytes": 1.5}}}}}"#,
        "at 'scenarios.C1.loops.x.heapBytes': expected a whole number that fits in 64 bits"
      ),
      (
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"C1": {"liveCounts": {}, "loops": {"": {}}}}}"#,
        "at 'scenarios.C1.loops': '' is not a loop's name"
      ),
    ]
    for (text, detail) in cases {
      let error = error(text)
      #expect(error?.kind == .malformed, "\(text)")
      #expect(error?.message == "the baseline 'b.json' is not in the baseline format: \(detail)")
    }
  }

  @Test func aKeyGivenTwiceInOneObjectIsRefusedWithItsPlace() {
    // A decoder keeps one of the two and says nothing: which count is the baseline's?
    let text = """
      {
        "format" : "coordaudit-baseline",
        "scenarios" : {
          "C1" : { "liveCounts" : { "Main" : 1, "Main" : 5 }, "loops" : {} }
        },
        "schemaVersion" : 2
      }
      """
    let error = error(text)
    #expect(error?.kind == .malformed)
    #expect(
      error?.message == """
        the baseline 'b.json' is not in the baseline format: the key 'Main' is given twice in \
        one object, the second time at line 4, column 43
        """)
    // Escapes are decoded before keys are compared; the same key in two objects is fine.
    #expect(
      self.error(
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {}, "sc\u0065narios": {}}"#
      )?.message.contains("the key 'scenarios' is given twice") == true)
    #expect(
      self.error(
        #"{"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {"A": {"liveCounts": {}, "loops": {}}, "B": {"liveCounts": {}, "loops": {}}}}"#
      ) == nil)
  }

  // MARK: comparing

  static func result(
    _ name: String, counts: [String: Int], loops: [LoopResult] = [],
    outcome: ScenarioResult.Outcome = .clean
  ) -> ScenarioResult {
    ScenarioResult(
      name: name, file: "\(name).scenario", systems: ["child-array"], expected: .clean,
      outcome: outcome, liveCounts: counts, loops: loops)
  }

  @Test func withinTheToleranceNothingChanges() {
    let baseline = Baseline(scenarios: [
      "A": .init(liveCounts: ["Session": 10], loops: ["login": .init(heapBytes: 40_960)])
    ])
    let results = [
      Self.result(
        "A", counts: ["Session": 11],
        loops: [
          LoopResult(
            line: 3, name: "login", repetitions: 2, liveCounts: [], heapBytes: [1, 45_056])
        ])
    ]
    let comparison = baseline.compare(results, tolerance: .default, file: "b.json")
    #expect(comparison.results == results)
    #expect(comparison.notes.isEmpty)
    #expect(comparison.unmatched.isEmpty)
  }

  @Test func oneMoreThanAllowedIsARegressionNamingTheScenarioTheNameAndTheNumbers() {
    let baseline = Baseline(scenarios: [
      "C5-logout-login": .init(
        liveCounts: ["Session": 1, "App": 10], loops: ["login": .init(heapBytes: 40_960)])
    ])
    let results = [
      Self.result(
        "C5-logout-login", counts: ["Session": 2, "App": 11, "Gone": 0],
        loops: [
          LoopResult(
            line: 12, name: "login", repetitions: 3, liveCounts: [], heapBytes: [0, 0, 45_057])
        ])
    ]
    let compared = baseline.compare(results, tolerance: .default, file: "b.json").results[0]
    #expect(compared.outcome == .failed)
    #expect(!compared.isAsExpected)
    #expect(
      compared.memoryFindings == [
        MemoryFinding(
          kind: .countRegression, subject: "Session", line: nil, values: [1, 2],
          message: """
            2 live instances of 'Session' after 'C5-logout-login', above the baseline's 1 (at \
            most 1 allowed with a tolerance of 10%)
            """),
        MemoryFinding(
          kind: .heapRegression, subject: "heap", line: 12, values: [40_960, 45_057],
          message: """
            45057 heap bytes after the loop 'login' (line 12) of 'C5-logout-login', above the \
            baseline's 40960 (at most 45056 allowed with a tolerance of 10%, and at least 4096 \
            bytes)
            """),
      ])
  }

  @Test func aNameTheBaselineLacksCountsFromZero() {
    let baseline = Baseline(scenarios: ["A": .init(liveCounts: [:])])
    let compared = baseline.compare(
      [Self.result("A", counts: ["Leftover": 1])], tolerance: .default, file: "b.json")
    #expect(
      compared.results[0].memoryFindings.map(\.message) == [
        """
        1 live instance of 'Leftover' after 'A', above the baseline's 0 (at most 0 allowed with \
        a tolerance of 10%)
        """
      ])
  }

  @Test func whatIsNewOrUnmeasuredIsANoteAndWhatMatchesNothingIsUnmatched() {
    let baseline = Baseline(scenarios: [
      "A": .init(
        liveCounts: [:],
        loops: [
          "a": .init(heapBytes: 100), "c": .init(heapBytes: nil), "renamed": .init(heapBytes: 1),
        ]),
      "Old": .init(liveCounts: [:]),
    ])
    let results = [
      Self.result(
        "A", counts: [:],
        loops: [
          LoopResult(line: 3, name: "a", repetitions: 1, liveCounts: []),
          LoopResult(line: 5, name: "b", repetitions: 1, liveCounts: [], heapBytes: [10]),
          LoopResult(line: 7, name: "c", repetitions: 1, liveCounts: [], heapBytes: [10]),
        ]),
      Self.result("New", counts: ["X": 5]),
    ]
    let comparison = baseline.compare(results, tolerance: .default, file: "b.json")
    #expect(comparison.results == results)
    #expect(
      comparison.notes == [
        "the heap bytes of the loop 'a' (line 3) of 'A' were not measured: not compared.",
        "the loop 'b' (line 5) of 'A' is not in the baseline 'b.json': its heap bytes were not "
          + "compared.",
        "the baseline 'b.json' has no heap bytes for the loop 'c' (line 7) of 'A': not compared.",
        "the loop 'renamed' of 'A' is in the baseline 'b.json' but no loop of that name ran.",
        "'New' is not in the baseline 'b.json': not compared; record the baseline again to include it.",
        "'Old' is in the baseline 'b.json' but did not run.",
      ])
    #expect(comparison.unmatched == ["the loop 'renamed' of 'A'", "'Old'"])
  }

  @Test func aLoopIsComparedByNameWhereverItsLineMoved() {
    let baseline = Baseline(scenarios: [
      "A": .init(liveCounts: [:], loops: ["login": .init(heapBytes: 100)])
    ])
    // A comment above the loop moved it from line 12 to line 13.
    let moved = Self.result(
      "A", counts: [:],
      loops: [
        LoopResult(line: 13, name: "login", repetitions: 2, liveCounts: [], heapBytes: [0, 99_999])
      ])
    let comparison = baseline.compare([moved], tolerance: .default, file: "b.json")
    #expect(comparison.results[0].memoryFindings.map(\.kind) == [.heapRegression])
    #expect(comparison.notes.isEmpty)
    #expect(comparison.unmatched.isEmpty)
  }
}
