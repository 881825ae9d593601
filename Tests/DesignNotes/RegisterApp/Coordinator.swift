// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
// Design note 004, "Coordinator design pattern 3 MVVM-C, self-deallocated": the protocol, as
// the note writes it (it needs no import).

protocol Coordinator: AnyObject {
    func start()
}
