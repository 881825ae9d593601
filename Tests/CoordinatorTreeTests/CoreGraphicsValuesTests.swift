#if !canImport(CoreGraphics)
  import CoordinatorTree
  import Foundation
  import Testing

  /// Core Graphics' values that Linux lacks: a transform kept as the app composes it.
  @Suite struct CoreGraphicsValuesTests {
    @Test func transformsComposeAsCoreGraphicsDoes() {
      let scaled = CGAffineTransform(scaleX: 2, y: 3)
      let moved = scaled.translatedBy(x: 10, y: 0)
      #expect(moved == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 0))
      #expect(CGAffineTransform.identity.isIdentity && !scaled.isIdentity)
      #expect(scaled.scaledBy(x: 0.5, y: 1).a == 1)
      let turned = CGAffineTransform(rotationAngle: .pi / 2)
      #expect(abs(turned.b - 1) < 1e-9 && abs(turned.a) < 1e-9)
      let color: CGColor = Color.red.cgColor
      #expect(color === Color.red)
    }
  }
#endif
