import Testing

/// One example of a problem in a scenario file: its name, the file, and every problem
/// `coordaudit` prints for it, as the diagnostics tests of each phase list them.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var expected: String

  init(_ name: String, _ source: String, _ expected: String) {
    self.name = name
    self.source = source
    self.expected = expected
  }

  var testDescription: String { name }
}
