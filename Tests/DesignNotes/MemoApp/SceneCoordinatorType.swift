// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(RxSwift)
  import RxSwift
#else
  import RxSwiftStandIn
#endif

// Design note 000: SceneCoordinatorType, as the note writes it.

protocol SceneCoordinatorType {
    @discardableResult
    func transition(to scene: Scene, using style: TransitionStyle, animated: Bool) -> Completable
    
    @discardableResult
    func close(animated: Bool) -> Completable
}
