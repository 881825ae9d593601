// The memo of design note 000's app.

struct Memo {
  var content: String
}
