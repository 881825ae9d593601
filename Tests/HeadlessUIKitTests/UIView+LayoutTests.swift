import HeadlessUIKit
import LeakAuditTesting
import Testing

/// Auto Layout on a view: anchors and constraints relate views without keeping them; the view
/// that holds a constraint is the nearest one containing both.
@MainActor @Suite struct UIViewLayoutTests {
  @Test func anActivatedConstraintIsHeldByTheNearestCommonSuperview() {
    let root = UIView()
    let card = UIView()
    let title = UILabel()
    root.addSubview(card)
    card.addSubview(title)
    title.translatesAutoresizingMaskIntoConstraints = false
    let top = title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 16)
    let width = title.widthAnchor.constraint(equalToConstant: 120)
    let leading = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    #expect(!top.isActive)
    NSLayoutConstraint.activate([top, width, leading])
    #expect(card.constraints.count == 1 && card.constraints[0] === top)
    #expect(title.constraints.count == 1 && title.constraints[0] === width)
    #expect(root.constraints.count == 1 && root.constraints[0] === leading)
    #expect(top.firstItem === title && top.secondItem === card.safeAreaLayoutGuide)
    #expect(top.constant == 16 && top.relation == .equal && top.secondAttribute == .top)
    NSLayoutConstraint.deactivate([top])
    #expect(card.constraints.isEmpty && !top.isActive)
    #expect(card.safeAreaLayoutGuide === card.safeAreaLayoutGuide)
    #expect(card.layoutGuides.isEmpty)
  }

  @Test func aConstraintDoesNotKeepTheViewsItRelates() async {
    var card: UIView? = UIView()
    let root = UIView()
    let constraint = card!.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
    constraint.priority = .defaultHigh
    #expect(constraint.priority < .required)
    await assertReleased([card!], configuration: quick) { card = nil }
    #expect(constraint.firstItem == nil && constraint.multiplier == 0.5)
  }

  @Test func aViewHoldsItsLayoutGuidesAndTheyPointBackWeakly() async {
    let view = UIView()
    var guide: UILayoutGuide? = UILayoutGuide()
    view.addLayoutGuide(guide!)
    #expect(guide?.owningView === view && view.layoutGuides.count == 1)
    await assertReleased([guide!], configuration: quick) {
      view.removeLayoutGuide(guide!)
      guide = nil
    }
  }
}
