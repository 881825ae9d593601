// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
#if canImport(RxSwift)
  import RxSwift
#else
  import RxSwiftStandIn
#endif

// Design note 000: SceneCoordinator, as the note writes it, with one line from note 001 (the
// next note of the same app): `.root` makes the scene's content the current screen
// (`currentVC = target.sceneViewController`). Without it no push can ever succeed: the
// current screen would stay the window's first root, in no navigation controller. The
// navigation bar's back button still pops without telling it: that is the stale current
// screen the notes describe.

class SceneCoordinator: SceneCoordinatorType {
    private let bag = DisposeBag()
    
    private var window: UIWindow
    private var currentVC: UIViewController
    
    init(window: UIWindow) {
        self.window = window
        self.currentVC = window.rootViewController!
    }
    
    @discardableResult
    func transition(to scene: Scene, using style: TransitionStyle, animated: Bool) -> RxSwift.Completable {
        let subject = PublishSubject<Never>()
        // Storyboar 이름으로 뷰컨트롤러 클래스를 리턴한다.
        let target = scene.instantiate()
        
        switch style {
        case .root:
            currentVC = target.sceneViewController
            window.rootViewController = target
            subject.onCompleted()
        case .push:
            guard let nav = currentVC.navigationController else {
                subject.onError(TransitionError.navigationControllerMissing)
                break
            }
            
            nav.pushViewController(target, animated: animated)
            currentVC = target
            subject.onCompleted()
        case .modal:
            currentVC.present(target, animated: animated) {
                subject.onCompleted()
            }
        }
        
        return subject.asCompletable()
    }
    
    @discardableResult
    func close(animated: Bool) -> RxSwift.Completable {
        return Completable.create { [unowned self] complatable in
            if let presentingVC = self.currentVC.presentedViewController {
                self.currentVC.dismiss(animated: animated) {
                    self.currentVC = presentingVC
                    complatable(.completed)
                }
            }
            
            else if let nav = self.currentVC.navigationController {
                guard nav.popViewController(animated: animated) != nil else {
                    complatable(.error(TransitionError.cannotPop))
                    return Disposables.create()
                }
                
                self.currentVC = nav.viewControllers.last!
                complatable(.completed)
            }
            
            else {
                complatable(.error(TransitionError.unknown))
            }
            
            return Disposables.create()
        }
    }
}
