// swift-format-ignore: AlwaysUseLowerCamelCase
/// The keyboard's kind, as `UIKeyboardType`; kept as set (the model shows no keyboard).
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title, as `UIReturnKeyType`; kept as set.
public enum UIReturnKeyType: Int, Hashable, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
  case `continue`
}

/// How text is capitalized, as `UITextAutocapitalizationType`; kept as set.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether text is corrected, as `UITextAutocorrectionType`; kept as set.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  case `default`, no, yes
}

/// What a text field holds, for autofill, as `UITextContentType`; kept as set.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A kind by name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
}
