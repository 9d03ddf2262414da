module github.com/largeshogi/largeshogi

go 1.26.0

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/google/go-cmp v0.7.0
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/image v0.48.0
	pgregory.net/rapid v1.3.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/text v0.44.0 // indirect
)
