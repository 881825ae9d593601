import CoordAuditScenarios

extension CommandLineTool {
  /// Renders a report where the command asks.
  ///
  /// On standard output, or in the `--output` file, standard output then showing the text
  /// report; and in each `--also` file, in its format. An output that is the process's
  /// standard output or error (`/dev/stdout`, or the file that `>> ci.log` appends it to) is
  /// written there after what the run prints, never replaced; standard output then shows that
  /// report alone.
  ///
  /// The path was checked before the command ran; it is checked again before writing (the run
  /// took a while), and a write that fails makes the status 74.
  ///
  /// - Parameters:
  ///   - report: The report: a run of scenarios, or of tests.
  ///   - format: Its format.
  ///   - output: The `--output` file, as the user named it.
  ///   - also: The `--also` outputs, each written whatever became of the others.
  ///   - readFiles: The files the command read, which the report must never replace.
  ///   - standardError: What else to say on standard error.
  ///   - status: The exit status when everything is written.
  ///   - environment: The terminal, `NO_COLOR`, the working directory.
  ///   - filesWritten: The files the command wrote already, as the user named them.
  /// - Returns: The outcome.
  static func deliver(
    _ report: some FormattedReport, format: ReportFormat, output: String?, also: [AlsoOutput] = [],
    protecting readFiles: [WriteTarget.Input], standardError: String, status: Int32,
    environment: Environment, filesWritten: [String] = []
  ) -> Outcome {
    var outcome = deliverMain(
      report, format: format, output: output, protecting: readFiles,
      standardError: standardError, status: status, environment: environment,
      filesWritten: filesWritten)
    for extra in also {
      let target: WriteTarget
      do {
        target = try writeTarget(
          extra.file, protecting: readFiles, environment: environment, status: ExitStatus.usage)
      } catch {
        outcome.standardError += error.outcome.standardError
        if outcome.status == status { outcome.status = ExitStatus.usage }
        continue
      }
      let rendered = extra.format.render(report, style: .plain)
      // A standard stream is written after what the run prints there, never replaced.
      switch target.kind {
      case .standardOutput:
        outcome.standardOutput += rendered
        outcome.filesWritten.append(extra.file)
        continue
      case .standardError:
        outcome.appendRawToStandardError(rendered)
        outcome.filesWritten.append(extra.file)
        continue
      default: break
      }
      do {
        try target.write(rendered)
        outcome.filesWritten.append(extra.file)
      } catch {
        outcome.standardError += "Error: cannot write '\(extra.file)': \(error.reason)\n"
        outcome.status = ExitStatus.ioError
      }
    }
    return outcome
  }

  /// ``deliver(_:format:output:also:protecting:standardError:status:environment:filesWritten:)``
  /// for standard output and `--output`.
  private static func deliverMain(
    _ report: some FormattedReport, format: ReportFormat, output: String?,
    protecting readFiles: [WriteTarget.Input], standardError: String, status: Int32,
    environment: Environment, filesWritten: [String]
  ) -> Outcome {
    let style = TextStyle(usesColor: environment.usesColor)
    guard let output else {
      return Outcome(
        standardOutput: format.render(report, style: style), standardError: standardError,
        status: status, filesWritten: filesWritten)
    }
    let text = ReportFormat.text.render(report, style: style)
    let target: WriteTarget
    do {
      target = try writeTarget(
        output, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    } catch {
      var outcome = error.outcome
      outcome.standardOutput = text
      outcome.filesWritten = filesWritten
      return outcome
    }
    let rendered = format.render(report, style: .plain)
    switch target.kind {
    case .standardOutput:
      // The report goes where it was asked for, and nothing else with it.
      return Outcome(
        standardOutput: rendered, standardError: standardError, status: status,
        filesWritten: filesWritten + [output])
    case .standardError:
      var outcome = Outcome(
        standardOutput: text, standardError: standardError, status: status,
        filesWritten: filesWritten + [output])
      outcome.appendRawToStandardError(rendered)
      return outcome
    default: break
    }
    do {
      try target.write(rendered)
    } catch {
      return Outcome(
        standardOutput: text, standardError: "Error: cannot write '\(output)': \(error.reason)\n",
        status: ExitStatus.ioError, filesWritten: filesWritten)
    }
    return Outcome(
      standardOutput: text, standardError: standardError, status: status,
      filesWritten: filesWritten + [output])
  }
}

extension CommandLineTool {
  /// One file a run writes, as the user asked for it: `--also junit=results.xml`.
  struct NamedOutput {
    /// The option as written, for messages: `--output report.json`.
    var option: String
    /// The path as the user gave it.
    var file: String

    /// `--output FILE`, or nothing.
    static func output(_ file: String?) -> [NamedOutput] {
      file.map { [NamedOutput(option: "\(CommandParser.output.name) \($0)", file: $0)] } ?? []
    }

    /// One per `--also FORMAT=FILE`.
    static func also(_ outputs: [AlsoOutput]) -> [NamedOutput] {
      outputs.map {
        NamedOutput(option: "\(CommandParser.also.name) \($0.format)=\($0.file)", file: $0.file)
      }
    }
  }

  /// Checks that no two outputs of one run are the same file, by the file each path names
  /// (see ``FileIdentity``), not by its spelling: one would silently replace the other.
  ///
  /// - Parameters:
  ///   - outputs: Every file the run writes.
  ///   - environment: Where relative paths start.
  /// - Throws: ``Stop`` with status 64 naming both options.
  static func checkDistinctOutputs(
    _ outputs: [NamedOutput], environment: Environment
  ) throws(Stop) {
    var seen: [FileIdentity: NamedOutput] = [:]
    for output in outputs {
      let identity = FileIdentity(path: environment.resolve(output.file))
      if let earlier = seen[identity] {
        throw Stop(
          """
          Error: '\(earlier.option)' and '\(output.option)' name the same file; each output of \
          a run needs its own file

          """, status: ExitStatus.usage)
      }
      seen[identity] = output
    }
  }
}
