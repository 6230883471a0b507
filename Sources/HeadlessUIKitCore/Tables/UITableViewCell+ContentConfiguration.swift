// A cell's content given as a configuration (iOS 14) instead of through its labels.

extension UITableViewCell {
  /// A configuration for this cell's style with no content yet: `.cell()` for the default
  /// style, `.subtitleCell()` for the subtitle style, `.valueCell()` for the value styles.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// Shows the content configuration: a list configuration fills the built-in labels and
  /// image view (the secondary text goes to the detail label, whatever the style); any other
  /// configuration's view is placed in the content view.
  func applyContentConfiguration() {
    customContentView?.removeFromSuperview()
    customContentView = nil
    switch contentConfiguration {
    case let list as UIListContentConfiguration:
      textLabel?.text = list.text
      textLabel?.textColor = list.textProperties.color
      if list.secondaryText != nil || detailTextLabelIfCreated != nil {
        let label = makeDetailLabelIfNeeded()
        label.text = list.secondaryText
        label.textColor = list.secondaryTextProperties.color
      }
      if list.image != nil || imageViewIfCreated != nil {
        imageView?.image = list.image
      }
    case let other?:
      clearBuiltInContent()
      let view = other.makeContentView()
      customContentView = view
      contentView.addSubview(view)
    case nil:
      clearBuiltInContent()
    }
  }

  private func clearBuiltInContent() {
    textLabelIfCreated?.text = nil
    detailTextLabelIfCreated?.text = nil
    imageViewIfCreated?.image = nil
  }
}
