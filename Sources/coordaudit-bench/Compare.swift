import BenchmarkGuard
import Foundation

// `coordaudit-bench compare OLD NEW [parts…] [--rounds N]`: two builds of this benchmark run
// alternately on this machine, each figure of both printed with its ratio.

/// Runs `executable` with `arguments` and returns what it printed; stops on failure.
func runBenchmark(_ executable: String, _ arguments: [String]) -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    fail("cannot run '\(executable)': \(error)")
  }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    fail("'\(executable) \(arguments.joined(separator: " "))' exited \(process.terminationStatus)")
  }
  return String(decoding: data, as: UTF8.self)
}

/// Runs both builds `rounds` times, alternating which goes first, and prints the comparison.
func runComparison(old: String, new: String, parts: [String], rounds: Int) {
  print("coordaudit-bench compare: \(rounds) rounds, the two builds alternately")
  print("(each figure is the median of its rounds; new / old above 1 is slower for a")
  print("'lower' figure, faster for a 'higher' one)")
  print("")
  var oldRuns: [[Figure]] = []
  var newRuns: [[Figure]] = []
  for round in 0..<rounds {
    let order =
      round.isMultiple(of: 2) ? [(old, true), (new, false)] : [(new, false), (old, true)]
    for (executable, isOld) in order {
      let figures = Figure.parse(runBenchmark(executable, parts))
      if figures.isEmpty { fail("'\(executable)' printed no figure") }
      if isOld { oldRuns.append(figures) } else { newRuns.append(figures) }
    }
    FileHandle.standardError.write(Data("round \(round + 1) of \(rounds) done\n".utf8))
  }
  print(Comparison(old: oldRuns, new: newRuns).text(oldName: old, newName: new), terminator: "")
}
