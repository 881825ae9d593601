/// How text lines up, as `NSTextAlignment`; kept as set.
public enum NSTextAlignment: Int, Hashable, Sendable {
  case left, center, right, justified, natural
}
