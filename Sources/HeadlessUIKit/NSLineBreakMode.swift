/// How a line too long for its label is cut, as `NSLineBreakMode`; kept as set.
public enum NSLineBreakMode: Int, Hashable, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}
