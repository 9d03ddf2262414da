module github.com/largeshogi/largeshogi

go 1.26

require (
	github.com/google/go-cmp v0.7.0
	go.yaml.in/yaml/v3 v3.0.6
	pgregory.net/rapid v1.3.0
)
