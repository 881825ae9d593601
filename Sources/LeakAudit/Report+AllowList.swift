extension Report {
  /// This report with an allow-list applied: each leak whose fingerprint an entry names
  /// becomes a known leak (a note) while the entry lasts, and a failure that says the entry
  /// expired after that.
  ///
  /// ```swift
  /// let report = tracker.report.applying(allowList, today: AllowList.Day("2026-01-15")!)
  /// #expect(report.isClean, "\(report.text)")
  /// ```
  ///
  /// - Parameters:
  ///   - allowList: The known leaks.
  ///   - today: The day on which expiry dates are judged; by default today in UTC.
  /// - Returns: The report with known leaks marked.
  public func applying(_ allowList: AllowList, today: AllowList.Day = .today()) -> Report {
    var report = Report(
      findings: findings.map { $0.applying(allowList, today: today) },
      releasedCount: releasedCount)
    report.schemaVersion = schemaVersion
    return report
  }
}

extension Finding {
  func applying(_ allowList: AllowList, today: AllowList.Day) -> Finding {
    guard kind == .leak, let fingerprint, let entry = allowList.entry(for: fingerprint) else {
      return self
    }
    var finding = self
    finding.knownLeak = KnownLeak(
      reason: entry.reason, expires: entry.expires?.description,
      isExpired: entry.isExpired(on: today))
    return finding
  }
}
