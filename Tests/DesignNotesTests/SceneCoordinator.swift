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
@testable import MemoApp

// Design note 000's SceneCoordinator (MemoApp.SceneCoordinator) with note 001's cure for the
// stale current screen. Note 001 subscribes to the navigation controller's willShow through
// RxCocoa, which Linux lacks:
//
//     nav.rx.willShow
//         .subscribe(onNext: { [unowned self] evt in
//             self.currentVC = evt.viewController.sceneViewController
//         })
//         .disposed(by: bag)
//
// Here the same subscription is the navigation delegate's willShow: the class is an NSObject,
// as UIKit's delegates are, and sets itself as the delegate where note 001 subscribes. All
// else is MemoApp.SceneCoordinator's code; this one shadows it in the tests.

class SceneCoordinator: NSObject, SceneCoordinatorType {
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
            
            // 001: nav.rx.willShow.subscribe(onNext: …).disposed(by: bag)
            nav.delegate = self
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

extension SceneCoordinator: UINavigationControllerDelegate {
    // 001's subscription: 델리게이트 메소드가 호출되는 시점마다 (each time the delegate method is called)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        self.currentVC = viewController.sceneViewController
    }
}
