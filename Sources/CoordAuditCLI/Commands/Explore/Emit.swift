import CoordAuditScenarios

extension CommandLineTool {
  /// Writes each reproducing scenario into the `--emit` folder under a name nothing has yet
  /// (see ``NewFile``): never over a file, through a link planted there, as another output of
  /// the run, or as another reproduction of the same run.
  ///
  /// - Parameters:
  ///   - reproductions: The scenarios, in report order.
  ///   - folder: The folder as the user gave it.
  ///   - outputs: The run's other outputs (`--output`).
  ///   - environment: Where relative paths start.
  /// - Returns: The files written, as `FOLDER/NAME`.
  /// - Throws: ``Stop`` with status 74 when one cannot be written, with the files written
  ///   before it.
  static func emit(
    _ reproductions: [ExploreOutput.Reproduction], into folder: String,
    avoiding outputs: [NamedOutput], environment: Environment
  ) throws(Stop) -> [String] {
    let directory = environment.resolve(folder)
    let reserved = Set(outputs.map { FileIdentity(path: environment.resolve($0.file)) })
    var written: [String] = []
    for reproduction in reproductions {
      do {
        let name = try NewFile.write(
          reproduction.text, named: reproduction.fileName, in: directory, avoiding: reserved)
        written.append(folder.hasSuffix("/") ? folder + name : folder + "/" + name)
      } catch {
        var stop = Stop(
          "Error: cannot write '\(reproduction.fileName)' into '\(folder)': \(error.reason)\n",
          status: ExitStatus.ioError)
        stop.outcome.filesWritten = written
        throw stop
      }
    }
    return written
  }

  /// Makes the `--emit` folder (and the folders above it) if it is missing, and checks that
  /// files can be made in it, before the search rather than after it.
  ///
  /// - Throws: ``Stop`` with status 64 when the path names something that is not a folder, or
  ///   the folder cannot be made or written.
  static func makeEmitFolder(_ folder: String, environment: Environment) throws(Stop) {
    do {
      try NewFile.makeDirectory(environment.resolve(folder))
      try NewFile.checkWritable(environment.resolve(folder))
    } catch {
      throw Stop(
        "Error: refusing to emit into '\(folder)': \(error.reason)\n", status: ExitStatus.usage)
    }
  }
}
