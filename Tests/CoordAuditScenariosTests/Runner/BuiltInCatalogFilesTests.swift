import Foundation
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// The built-in catalog's manifest (`BuiltInCatalog.swift`) and its scenario files
/// (`Catalog/Scenarios/`) agree: every file listed once, every entry its file byte for byte, and
/// every correct form followed by its faulty forms, each a whole file.
@Suite struct BuiltInCatalogFilesTests {
  /// The scenario files' folder, from the package's root.
  static let folder = "Sources/CoordAuditScenarios/Catalog/Scenarios"

  @Test func everyFileIsListedOnceAndEveryListedFileIsThere() throws {
    let names = BuiltInCatalog.entries.map(\.name)
    #expect(Set(names).count == names.count, "a name is listed twice")
    let files = try FileManager.default.contentsOfDirectory(atPath: TestFiles.url(Self.folder).path)
      .filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }
    #expect(Set(files).subtracting(names).sorted() == [], "files the manifest does not list")
    #expect(Set(names).subtracting(files).sorted() == [], "entries without a file")
  }

  /// The manifest names each file's embedded bytes by hand: each entry's source is its own
  /// file's, as it is on disk.
  @Test func everyEntryIsItsFileByteForByte() throws {
    for entry in BuiltInCatalog.entries {
      let file = try Data(contentsOf: TestFiles.url("\(Self.folder)/\(entry.name).scenario"))
      #expect(entry.source.utf8.elementsEqual(file), "\(entry.name) is not its file")
    }
  }

  @Test func everyCorrectFormIsFollowedByItsFaultyForms() {
    let pairs = CatalogPair.all
    #expect(pairs.flatMap(\.entries) == BuiltInCatalog.entries)
    for pair in pairs {
      #expect(!pair.correct.name.hasSuffix("-faulty"), "\(pair.correct.name) has no correct form")
      #expect(!pair.faulty.isEmpty, "\(pair.correct.name) has no faulty form")
      #expect(!Self.scenarioLine(of: pair.correct).hasSuffix("(faulty)\""), "\(pair.correct.name)")
      for faulty in pair.faulty {
        #expect(Self.scenarioLine(of: faulty).hasSuffix(" (faulty)\""), "\(faulty.name)")
      }
    }
  }

  /// A hand-written pair's header, in both forms: what it shows, then what the correct form
  /// does differently or that this is the faulty form, then one line per public report.
  @Test func bothFormsOfAHandWrittenPairCarryTheSameStoryAndSources() {
    let pairs = CatalogPair.all.filter { $0.correct.name.hasPrefix("W") }
    #expect(pairs.count == 19)
    for pair in pairs {
      let correct = Self.header(of: pair.correct)
      let faulty = Self.header(of: pair.faulty[0])
      let sources = faulty.filter { $0.hasPrefix("# Source: http") }
      #expect(!sources.isEmpty, "\(pair.correct.name) cites nothing")
      #expect(faulty.suffix(sources.count) == sources[...], "\(pair.correct.name)")
      #expect(correct.suffix(sources.count) == sources[...], "\(pair.correct.name)")
      let story = faulty.dropLast(sources.count + 1)
      #expect(faulty.dropLast(sources.count).last == "# This is the faulty form, as reported.")
      #expect(correct.prefix(story.count) == story, "\(pair.correct.name)")
      #expect(correct.dropFirst(story.count).first?.hasPrefix("# Correct: ") == true)
    }
  }

  /// The line that names the scenario: `scenario "C1 back or swipe bypasses the coordinator"`.
  static func scenarioLine(of entry: CatalogEntry) -> Substring {
    entry.source.split(separator: "\n").first { $0.hasPrefix("scenario \"") } ?? ""
  }

  /// The comment lines a file begins with.
  static func header(of entry: CatalogEntry) -> [Substring] {
    Array(entry.source.split(separator: "\n").prefix { $0.hasPrefix("#") })
  }
}

/// A correct form and the faulty forms the manifest lists right after it.
struct CatalogPair {
  var correct: CatalogEntry
  var faulty: [CatalogEntry]

  /// The correct form, then its faulty forms.
  var entries: [CatalogEntry] { [correct] + faulty }

  /// The catalog's entries, each faulty form (`NAME-faulty`, or `NAME-WHAT-faulty`) with the
  /// correct form `NAME` before it; one that does not follow its correct form starts a pair of
  /// its own.
  static var all: [CatalogPair] {
    var pairs: [CatalogPair] = []
    for entry in BuiltInCatalog.entries {
      if let last = pairs.last, entry.name.hasSuffix("-faulty"),
        entry.name.hasPrefix(last.correct.name + "-")
      {
        pairs[pairs.count - 1].faulty.append(entry)
      } else {
        pairs.append(CatalogPair(correct: entry, faulty: []))
      }
    }
    return pairs
  }
}

/// A hand-written coordinator's pair (W1 to W19), read from its two files, as
/// `HandWrittenWiringTests` asks about it.
///
/// The module made these forms until the catalog became files: a `WiringPair` patched its
/// correct form into its faulty one. The forms are whole files now, and this view answers the
/// test's questions from them, until that test reads the files itself; then it can go.
struct WiringPair {
  /// The correct form, then the faulty one.
  var entries: [CatalogEntry]

  /// The correct form's name.
  var name: String { entries[0].name }

  /// Where the bug was reported: the correct form's `# Source:` lines.
  var sources: [String] {
    BuiltInCatalogFilesTests.header(of: entries[0]).filter { $0.hasPrefix("# Source: ") }
      .map { String($0.dropFirst("# Source: ".count)) }
  }

  /// The correct form's statements, from `scenario` on.
  var correct: String { Self.statements(of: entries[0]) }

  /// The faulty form's statements, from `scenario` on.
  var faultyForm: String { Self.statements(of: entries[1]) }

  /// Where the faulty form's statements differ from the correct form's: one region, from the
  /// first line that differs to the last, in each form.
  var faults: [(correct: String, faulty: String)] {
    let old = correct.split(separator: "\n", omittingEmptySubsequences: false)
    let new = faultyForm.split(separator: "\n", omittingEmptySubsequences: false)
    let start = zip(old, new).prefix { $0 == $1 }.count
    let end = zip(old.dropFirst(start).reversed(), new.dropFirst(start).reversed())
      .prefix { $0 == $1 }.count
    if start == old.count, start == new.count { return [] }
    return [
      (
        old[start..<(old.count - end)].joined(separator: "\n"),
        new[start..<(new.count - end)].joined(separator: "\n")
      )
    ]
  }

  /// A file's text without the comment lines it begins with.
  static func statements(of entry: CatalogEntry) -> String {
    let lines = entry.source.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.drop { $0.hasPrefix("#") }.joined(separator: "\n")
  }
}

extension BuiltInCatalog {
  /// The hand-written coordinators' pairs, W1 to W19, in catalog order.
  static var wiringPairs: [WiringPair] {
    CatalogPair.all.filter { $0.correct.name.hasPrefix("W") }.map {
      WiringPair(entries: $0.entries)
    }
  }
}
