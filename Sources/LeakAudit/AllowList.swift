import Foundation

/// Known leaks, by fingerprint: a leak an entry names is reported as known (a note that does
/// not fail the check) until the entry's expiry date has passed, then as a failure again.
///
/// Keep the list in a text file next to the tests, one entry per line: the leak's fingerprint
/// (from the report), optionally `until` and the last day it is accepted, then why it is
/// known. Blank lines and lines starting with `#` are ignored.
///
/// ```text
/// # Known leaks. <fingerprint> [until YYYY-MM-DD] <reason>
/// 5c3e0f2d8a41b967 until 2026-03-31 the SDK keeps the last share sheet (FB13371234)
/// 0a9d44e1f6b3c028 analytics keeps the current screen by design
/// ```
///
/// ```swift
/// let allowList = try AllowList(contentsOfFile: "Tests/known-leaks.txt")
/// let tracker = LeakTracker(configuration: .init(allowList: allowList))
/// ```
///
/// A tracker with an allow-list applies it to every report; ``Report/applying(_:today:)``
/// applies one to any report.
public struct AllowList: Hashable, Sendable {
  /// One known leak.
  public struct Entry: Hashable, Sendable {
    /// The leak's fingerprint, 16 lower-case hex digits.
    public var fingerprint: String
    /// Why the leak is known, for the report.
    public var reason: String
    /// The last day the entry accepts the leak, or `nil` for no end.
    public var expires: Day?

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - fingerprint: The leak's fingerprint, 16 hex digits.
    ///   - reason: Why the leak is known.
    ///   - expires: The last day the entry accepts the leak.
    public init(fingerprint: String, reason: String, expires: Day? = nil) {
      self.fingerprint = fingerprint.lowercased()
      self.reason = reason
      self.expires = expires
    }

    /// Whether the entry no longer accepts the leak on `today`: its last day is before it.
    ///
    /// - Parameter today: The day to judge on.
    /// - Returns: `true` once the expiry date has passed.
    public func isExpired(on today: Day) -> Bool {
      expires.map { $0 < today } ?? false
    }
  }

  /// A calendar day, as an allow-list writes it: `YYYY-MM-DD`.
  public struct Day: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year, for example 2026.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// Creates a day, or `nil` if it does not exist (`2026-02-30`).
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
      guard (1...9_999).contains(year), (1...12).contains(month) else { return nil }
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
      guard (1...lengths[month - 1]).contains(day) else { return nil }
      self.year = year
      self.month = month
      self.day = day
    }

    /// Reads `YYYY-MM-DD`; `nil` for anything else or a day that does not exist.
    ///
    /// - Parameter text: The date, for example `2026-03-31`.
    public init?(_ text: String) {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
        parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
      else { return nil }
      self.init(year: year, month: month, day: day)
    }

    /// Today in Coordinated Universal Time, so that every machine agrees on the day.
    public static func today() -> Day {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let parts = calendar.dateComponents([.year, .month, .day], from: Date())
      return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// Orders days from the earliest.
    ///
    /// - Parameters:
    ///   - lhs: A day.
    ///   - rhs: Another day.
    /// - Returns: Whether `lhs` comes first.
    public static func < (lhs: Day, rhs: Day) -> Bool {
      (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
      func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(width - digits.count, 0)) + digits
      }
      return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
  }

  /// The entries, in the order given.
  public var entries: [Entry]

  /// Creates an allow-list from entries; a later entry for the same fingerprint is ignored.
  ///
  /// - Parameter entries: The known leaks.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The entry for a fingerprint, if there is one.
  ///
  /// - Parameter fingerprint: A leak's fingerprint.
  /// - Returns: The first entry that names it.
  public func entry(for fingerprint: String) -> Entry? {
    let fingerprint = fingerprint.lowercased()
    return entries.first { $0.fingerprint == fingerprint }
  }
}
