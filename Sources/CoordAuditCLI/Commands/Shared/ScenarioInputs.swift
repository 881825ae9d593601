import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CommandLineTool {
  /// A scenario to run: what progress calls it, and the scenario, loaded once.
  struct ScenarioInput {
    var label: String
    var scenario: LoadedScenario
  }

  /// The most bytes of scenario files one run reads, its files together (each is held to its
  /// own limit, 16 MB): a scenario takes several times its size in memory once loaded, and
  /// one large file given twenty times must not take gigabytes.
  static let maximumScenarioBytes = 32_000_000

  /// The catalog's scenarios, or the files' after reading and loading every one.
  ///
  /// - Throws: ``Stop`` with status 65 when the files hold more than ``maximumScenarioBytes``
  ///   together (a file given twice counts twice), listing every file that cannot be read, or
  ///   else the problems the engine found (at most ``DiagnosticList/maximumCount`` per file,
  ///   then how many more), before anything runs.
  static func scenarioInputs(
    _ files: [String], engine: some ScenarioEngine, environment: Environment
  ) throws(Stop) -> ([ScenarioInput], RunReport.Source) {
    guard !files.isEmpty else {
      let inputs = engine.catalog.map {
        ScenarioInput(label: $0.name, scenario: engine.load($0.source, file: $0.file))
      }
      return (inputs, .catalog)
    }
    let tooLarge = Stop(
      """
      Error: the scenario files given hold more than \(maximumScenarioBytes / 1_000_000) MB \
      together, the most one run reads
      Help: run them in several runs.

      """, status: ExitStatus.dataError)
    // Their sizes first, so that nothing is read of files too large together.
    var total = 0
    for file in files {
      guard case .success(let status) = FileAccess.status(environment.resolve(file)) else {
        continue
      }
      total += Int(status.st_size)
      if total > maximumScenarioBytes { throw tooLarge }
    }
    var sources: [(file: String, text: String)] = []
    var errors = ""
    total = 0
    for file in files {
      let text: String
      do {
        text = try InputFile.text(at: environment.resolve(file), kind: .scenario)
      } catch {
        errors += "Error: cannot read '\(file)': \(error.reason)\n"
        continue
      }
      // A file that grew since its size was looked at counts as read.
      total += text.utf8.count
      if total > maximumScenarioBytes { throw tooLarge }
      sources.append((file, text))
    }
    guard errors.isEmpty else { throw Stop(errors, status: ExitStatus.dataError) }
    let inputs = sources.map {
      ScenarioInput(label: $0.file, scenario: engine.load($0.text, file: $0.file))
    }
    for input in inputs {
      let diagnostics = input.scenario.diagnostics
      errors += diagnostics.map { "\($0.description)\n" }.joined()
      if diagnostics.omittedCount > 0 {
        errors +=
          "… and \(Wording.grouped(diagnostics.omittedCount)) more problems in "
          + "'\(input.scenario.file)'\n"
      }
    }
    guard errors.isEmpty else { throw Stop(errors, status: ExitStatus.dataError) }
    return (inputs, .files)
  }

  /// Reads an allow-list of known leaks.
  ///
  /// - Throws: ``Stop`` with status 65 when it cannot be read or has a bad line.
  static func loadAllowList(_ file: String, environment: Environment) throws(Stop) -> AllowList {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: environment.resolve(file), kind: .allowList)
    } catch {
      throw Stop(
        "Error: cannot read the allow-list '\(file)': \(error.reason)\n",
        status: ExitStatus.dataError)
    }
    do {
      return try AllowList(parsing: String(decoding: bytes, as: UTF8.self), fileName: file)
    } catch {
      throw Stop(
        """
        Error: \(error)
        Help: a line reads: FINGERPRINT [until YYYY-MM-DD] REASON (the fingerprint is the 16 hex \
        digits a leak's report prints).

        """, status: ExitStatus.dataError)
    }
  }
}
