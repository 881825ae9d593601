// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 000: ViewModelBindableType, as the note writes it.

protocol ViewModelBindableType {
    associatedtype ViewModelType
    
    var viewModel: ViewModelType! { get set }
    func bindViewModel()
}

extension ViewModelBindableType where Self: UIViewController {
    mutating func bind(viewModel: Self.ViewModelType) {
        self.viewModel = viewModel
        loadViewIfNeeded()
        
        bindViewModel()
    }
}
