import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A view whose layer is a gradient, as apps write it.
final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// `CALayer` on a view: values kept as set; sublayers held, the superlayer and the delegate
/// weak.
@MainActor @Suite struct CALayerTests {
  @Test func aViewsLayerKeepsWhatTheAppSetsAndPointsBackWeakly() {
    let card = UIView()
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    card.layer.borderColor = UIColor.separator.cgColor
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.cornerCurve = .continuous
    #expect(card.layer.masksToBounds && card.layer.cornerRadius == 12)
    #expect(card.layer.delegate === card && card.layer === card.layer)
    #expect(card.layer.borderColor.map(UIColor.init(cgColor:)) == .separator)
    #expect(GradientView().layer is CAGradientLayer)
  }

  @Test func aLayerHoldsItsSublayersAndTheyPointBackWeakly() async {
    let header = UIView()
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
    header.layer.insertSublayer(gradient, at: 0)
    header.layer.addSublayer(CALayer())
    #expect(header.layer.sublayers?.count == 2 && gradient.superlayer === header.layer)
    for layer in header.layer.sublayers ?? [] where layer is CAGradientLayer {
      layer.removeFromSuperlayer()
    }
    #expect(header.layer.sublayers?.count == 1 && gradient.superlayer == nil)
    await assertReleased([header.layer.sublayers![0]], configuration: quick) {
      header.layer.sublayers = nil
    }
  }
}
