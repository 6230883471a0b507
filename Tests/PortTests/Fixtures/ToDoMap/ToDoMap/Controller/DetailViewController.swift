//
//  DetailViewController.swift
//  ToDoMap
//

import MapKit
import UIKit

class DetailViewController: UIViewController {

  @IBOutlet var titleLabel: UILabel!
  @IBOutlet var mapView: MKMapView!

  var item: ToDoItem?

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    titleLabel.text = item?.title
    if let coordinate = item?.location?.coordinate {
      let region = MKCoordinateRegion(
        center: coordinate, latitudinalMeters: 100, longitudinalMeters: 100)
      mapView.setRegion(region, animated: false)
      let pin = MKPointAnnotation()
      pin.coordinate = coordinate
      pin.title = item?.location?.name
      mapView.addAnnotation(pin)
    }
  }
}
